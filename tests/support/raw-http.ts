/**
 * One HTTP request exactly as written: the path is sent byte for byte (fetch would normalise `/./`, `\` and
 * escapes through the URL parser first), and the body goes out as given: none at all (no Content-Length, as curl
 * sends a bodyless DELETE), empty (`Content-Length: 0`), bytes with their `Content-Length`, or chunked
 * (`Transfer-Encoding: chunked`, no length: the server learns the size only as it reads). `from` binds the socket to
 * another loopback address (127.0.0.2, …): another client as the server sees it.
 */
import { request } from "node:http";

export type RawBody =
  | { kind: "none" }
  | { kind: "empty" }
  | { kind: "bytes"; bytes: Uint8Array; type: string }
  | { kind: "chunked"; chunks: Array<string | Uint8Array>; type?: string };

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
  if (body.kind === "bytes") {
    headers["Content-Length"] = String(body.bytes.byteLength);
    headers["Content-Type"] = body.type;
  }
  if (body.kind === "chunked") {
    headers["Transfer-Encoding"] = "chunked";
    if (body.type) headers["Content-Type"] = body.type;
  }
  return new Promise((resolve, reject) => {
    // agent: false: a fresh connection each time, so an early answer that closes the socket harms no other request.
    const outgoing = request(
      { hostname, port, method, path, headers, agent: false, localAddress: options.from },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    if (body.kind === "none") {
      // Node gives a bodyless POST/PUT/PATCH `Content-Length: 0` (or chunked encoding without it); curl sends neither.
      outgoing.removeHeader("Content-Length");
      outgoing.useChunkedEncodingByDefault = false;
    }
    if (body.kind === "chunked") for (const chunk of body.chunks) outgoing.write(chunk);
    if (body.kind === "bytes") outgoing.write(body.bytes);
    outgoing.end();
  });
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Every method with each of RAW_BODIES on one path: the answers that were 5xx or not JSON, and, with `post`, each POST
 * that did not answer that status. An empty list is a pass.
 */
export async function everyMethodFailures(
  origin: string,
  path: string,
  expected: { post?: number } = {},
): Promise<string[]> {
  const failures: string[] = [];
  for (const method of METHODS) {
    for (const [name, body] of Object.entries(RAW_BODIES)) {
      const response = await rawRequest(origin, method, path, { body });
      const json = method === "HEAD" || response.headers["content-type"]?.toString().startsWith("application/json");
      if (response.status >= 500 || !json) failures.push(`${method} ${path} with ${name} → ${response.status}`);
      if (method === "POST" && expected.post !== undefined && response.status !== expected.post) {
        failures.push(`POST ${path} with ${name} → ${response.status}, not ${expected.post}`);
      }
    }
  }
  return failures;
}

/** A form as a browser sends it: its multipart bytes and the Content-Type naming their boundary. */
export async function multipartBody(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type");
  if (!type) throw new Error("a FormData body has a Content-Type");
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type };
}
