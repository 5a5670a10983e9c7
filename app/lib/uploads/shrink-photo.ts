/**
 * Shrinking chosen photos in the browser before the form sends them (docs/profiles-and-companies.md#images): a phone
 * camera's 3–12 MB photo becomes a few hundred KB, so a worker on mobile data does not send 9 MB. The work is done by a
 * worker (./shrink-photo.worker.ts), started when a large file is chosen and ended when it answers; the page stays
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
  const copies = await inWorker(chosen);
  const stillChosen = Array.from(input.files ?? []).every((file, index) => file === chosen[index]);
  if (copies.every((copy) => copy === null) || !stillChosen) return;
  const transfer = new DataTransfer();
  chosen.forEach((file, index) => transfer.items.add(copies[index] ?? file));
  input.files = transfer.files;
}

/**
 * The worker's answer: for each file in order its shrunk copy, or null to send it as chosen. All null when no
 * worker can be started or it fails.
 */
function inWorker(files: File[]): Promise<Array<File | null>> {
  return new Promise((resolve) => {
    const asChosen = files.map(() => null);
    let worker: Worker;
    try {
      worker = new Worker(new URL("./shrink-photo.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(asChosen);
      return;
    }
    const answer = (copies: Array<File | null>) => {
      worker.terminate();
      resolve(copies);
    };
    worker.onmessage = ({ data }: MessageEvent<Array<File | null>>) => answer(data);
    worker.onerror = () => answer(asChosen);
    worker.postMessage(files);
  });
}
