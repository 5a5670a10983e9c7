/**
 * Preloaded into a test server (`NODE_OPTIONS=--import <this file>`): a full garbage collection every 500 ms,
 * at least twice within any wait on the API (API_TIMEOUT_MS is 1.5 s there), at a small cost to a busy machine.
 * Whatever waits on a weakly held timer or signal then fails every run instead of once in a while (issue 8's
 * flake: an AbortSignal.timeout() collected before it fired, docs/operations.md#a-remote-api-and-its-deadline).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
setInterval(() => gc(), 500).unref();
