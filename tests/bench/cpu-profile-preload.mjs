/**
 * `node --import` preload for tests/bench/profile-pages.ts: Node refuses `--cpu-prof` in NODE_OPTIONS, so the
 * server started through tests/support/start-server.ts profiles itself with the inspector instead, from its first
 * module to its exit, and writes CPU_PROFILE_FILE (the .cpuprofile format of `--cpu-prof`).
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

const file = process.env.CPU_PROFILE_FILE;
if (file) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  // A session on the main thread answers at once, so the profile is written before the process ends.
  process.once("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
