/**
 * Shrinking chosen photos in the browser before the form sends them (decision 179): a phone camera's 3–12 MB
 * photo becomes a few hundred KB, so a worker on mobile data does not send 9 MB. The work is done by a worker
 * (./shrink-photo.worker.ts), started when a large file is chosen and ended when it answers; the page stays
 * responsive meanwhile. Whatever the browser cannot do is sent as chosen, and the server's checks and messages
 * apply to it; the server re-encodes every image anyway.
 */
import { SHRINK } from "./shrink-limits";

/**
 * Replaces the input's chosen files by their shrunk copies (a DataTransfer is the one way to set `input.files`),
 * unless the worker chose other files meanwhile.
 */
export async function shrinkChosenPhotos(input: HTMLInputElement): Promise<void> {
  const chosen = Array.from(input.files ?? []);
  if (!chosen.some((file) => file.size > SHRINK.smallEnoughBytes)) return;
  const shrunk = await inWorker(chosen);
  const unchanged = shrunk.every((file, index) => file === chosen[index]);
  const stillChosen = Array.from(input.files ?? []).every((file, index) => file === chosen[index]);
  if (unchanged || !stillChosen) return;
  const transfer = new DataTransfer();
  for (const file of shrunk) transfer.items.add(file);
  input.files = transfer.files;
}

/** The files as the worker sends them back; the chosen ones when no worker can be started or it fails. */
function inWorker(files: File[]): Promise<File[]> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./shrink-photo.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(files);
      return;
    }
    const answer = (result: File[]) => {
      worker.terminate();
      resolve(result.length === files.length && result.every((file) => file instanceof File) ? result : files);
    };
    worker.onmessage = ({ data }: MessageEvent<File[]>) => answer(data);
    worker.onerror = () => answer(files);
    worker.postMessage(files);
  });
}
