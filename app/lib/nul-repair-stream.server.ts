import { Transform, type TransformCallback } from "node:stream";

/**
 * Removes the NUL bytes that react-dom 18.3.1's Node renderer writes into HTML (docs/ui.md#the-document-render).
 *
 * `renderToPipeableStream` encodes text into 2048-byte views with `TextEncoder.encodeInto`. When the next
 * character does not fit in the 1-3 bytes left, React writes the whole view, unwritten zero tail included,
 * and carries on with that character at the start of a fresh view (fixed upstream in facebook/react#26228,
 * released only in React 19). No byte is lost, so dropping that tail restores exactly what renderToString
 * gives. The tail is recognised by its signature: a full view ending in zeros, fewer zeros than the UTF-8
 * length of the character that starts the next chunk. A full view is therefore held until the next chunk.
 */
export class NulRepairStream extends Transform {
  #held: Buffer | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#held) this.push(withoutStrayTail(this.#held, chunk));
    this.#held = undefined;
    if (chunk.byteLength === VIEW_SIZE && chunk[VIEW_SIZE - 1] === 0) this.#held = chunk;
    else this.push(chunk);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    // React always writes the character that did not fit after the view, so a view that ends the document is whole.
    if (this.#held) this.push(this.#held);
    callback();
  }
}

/** react-dom-server.node's VIEW_SIZE. */
const VIEW_SIZE = 2048;
/** A UTF-8 character is at most 4 bytes, so at most 3 bytes of a view are left unwritten. */
const MAX_STRAY_ZEROS = 3;

function withoutStrayTail(view: Buffer, next: Buffer): Buffer {
  let zeros = 0;
  while (zeros < MAX_STRAY_ZEROS && view[VIEW_SIZE - 1 - zeros] === 0) zeros++;
  return utf8LengthOf(next[0]) > zeros ? view.subarray(0, VIEW_SIZE - zeros) : view;
}

function utf8LengthOf(leadByte: number | undefined): number {
  if (leadByte === undefined || leadByte < 0xc0) return 1;
  if (leadByte < 0xe0) return 2;
  return leadByte < 0xf0 ? 3 : 4;
}
