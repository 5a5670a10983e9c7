/**
 * A client that went away is not an error (issue 20). A browser closes requests all the time: a tab closed while a
 * page loads, a favicon or a script no longer wanted after a navigation. Node and Express then report the write they
 * could not finish (`ECONNABORTED` "Request aborted" from `res.sendFile`, `ECONNRESET`, `EPIPE`, "aborted",
 * `ERR_STREAM_PREMATURE_CLOSE` from a stream piped into the response). Such an error, on a request whose connection
 * is indeed closed, is a debug line; the same codes while the client is still there (a broken upstream) stay errors.
 */
import type { Request, Response } from "express";

const DISCONNECT_CODES = new Set([
  "ECONNABORTED",
  "ECONNRESET",
  "EPIPE",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ERR_STREAM_DESTROYED",
]);
const DISCONNECT_MESSAGES = new Set(["aborted", "Request aborted"]);

export function isClientGone(error: unknown, req: Request, res: Response): boolean {
  return saysDisconnected(error) && (req.destroyed || res.destroyed || req.socket.destroyed);
}

function saysDisconnected(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (typeof code === "string" && DISCONNECT_CODES.has(code)) ||
    (typeof message === "string" && DISCONNECT_MESSAGES.has(message))
  );
}
