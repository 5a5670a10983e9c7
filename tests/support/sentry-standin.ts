/**
 * A stand-in for Sentry's ingest on 127.0.0.1 (design section 11): it accepts envelopes at
 * `/api/<project>/envelope/` from the server SDK and from the browser (CORS open, as Sentry's is), and records
 * each one whole, as sent, and split into items. `dsn` goes into SENTRY_DSN.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";

export interface EnvelopeItem {
  type: string;
  /** The item's payload: parsed JSON, or the raw text when it is not JSON (replay recordings). */
  payload: unknown;
}

export interface Envelope {
  /** The whole envelope as text (replay recordings decompressed), to search for what must not be there. */
  raw: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  userAgent: string;
}

/** What the tests read from an error event. */
export interface SentryEvent {
  event_id?: string;
  environment?: string;
  tags?: Record<string, string>;
  user?: { id?: string };
  contexts?: { react?: { componentStack?: string } };
  exception?: { values?: { type?: string; value?: string }[] };
  sdk?: { name?: string };
}

export interface SentryStandin {
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** The error events received so far (item type "event"). */
  events(): SentryEvent[];
  stop(): Promise<void>;
}

const ENVELOPE_PATH = /^\/api\/\d+\/envelope\/?$/;

export async function startSentryStandin(): Promise<SentryStandin> {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "*");
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const path = (req.url ?? "").split("?")[0];
    if (req.method !== "POST" || !ENVELOPE_PATH.test(path)) {
      res.writeHead(404).end();
      return;
    }
    void readBody(req).then((body) => {
      envelopes.push(parseEnvelope(body, String(req.headers["user-agent"] ?? "")));
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://standinpublickey@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.type === "event").map((item) => item.payload as SentryEvent),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const encoding = req.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

/** Envelope format: a header line, then per item a header line and a payload (of `length` bytes when given). */
function parseEnvelope(body: Buffer, userAgent: string): Envelope {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const headerLine = readLine().toString("utf8");
  const header = JSON.parse(headerLine) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  const texts = [headerLine];
  while (offset < body.length) {
    const itemHeaderLine = readLine().toString("utf8").trim();
    if (!itemHeaderLine) continue;
    const itemHeader = JSON.parse(itemHeaderLine) as { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    const text = itemHeader.type === "replay_recording" ? recordingText(payload) : payload.toString("utf8");
    items.push({ type: itemHeader.type, payload: parseJson(text) });
    texts.push(itemHeaderLine, text);
  }
  return { raw: texts.join("\n"), header, items, userAgent };
}

/** A replay recording: a JSON line, then the recording, compressed when the SDK's worker ran. */
function recordingText(payload: Buffer): string {
  const newline = payload.indexOf(0x0a);
  const data = payload.subarray(newline + 1);
  for (const decompress of [gunzipSync, inflateSync]) {
    try {
      return `${payload.subarray(0, newline + 1).toString("utf8")}${decompress(data).toString("utf8")}`;
    } catch {
      // Not this format; or not compressed at all.
    }
  }
  return payload.toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
