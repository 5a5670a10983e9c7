/**
 * One HTTP request exactly as written: the path is sent byte for byte (fetch would normalise `/./`, `\` and
 * escapes through the URL parser first), and the body goes out as given: none at all (no Content-Length, as curl
 * sends a bodyless DELETE), empty (`Content-Length: 0`), or chunked (`Transfer-Encoding: chunked`). `from` binds
 * the socket to another loopback address (127.0.0.2, …): another client as the server sees it.
 */
import { request } from "node:http";

export type RawBody = { kind: "none" } | { kind: "empty" } | { kind: "chunked"; chunks: string[]; type?: string };

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A JSON body, as one chunk. */
export function jsonBody(value: unknown): RawBody {
  return { kind: "chunked", chunks: [JSON.stringify(value)], type: "application/json" };
}

export const RAW_BODIES: Record<string, RawBody> = {
  "no body": { kind: "none" },
  "an empty body": { kind: "empty" },
  "a chunked JSON body": { kind: "chunked", chunks: ['{"a":', "1}"], type: "application/json" },
  "an empty chunked body": { kind: "chunked", chunks: [] },
};

export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: RawBody; from?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = options.body ?? { kind: "none" };
  const headers: Record<string, string> = { ...options.headers };
  if (body.kind === "empty") headers["Content-Length"] = "0";
  if (body.kind === "chunked") {
    headers["Transfer-Encoding"] = "chunked";
    if (body.type) headers["Content-Type"] = body.type;
  }
  return new Promise((resolve, reject) => {
    // agent: false: a fresh connection each time, so an early answer that closes the socket harms no other request.
    const outgoing = request({ hostname, port, method, path, headers, agent: false, localAddress: options.from }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    if (body.kind === "none") {
      // Node gives a bodyless POST/PUT/PATCH `Content-Length: 0` (or chunked encoding without it); curl sends neither.
      outgoing.removeHeader("Content-Length");
      outgoing.useChunkedEncodingByDefault = false;
    }
    if (body.kind === "chunked") for (const chunk of body.chunks) outgoing.write(chunk);
    outgoing.end();
  });
}
