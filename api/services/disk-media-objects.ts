/**
 * Uploaded images as files under DATA_DIR/media (the default store, docs/profiles-and-companies.md#images): one
 * machine's disk, which server/static-files.ts serves at /media with express.static. Keys come from media-store.ts,
 * which only makes and accepts `<kind>/<uuid>[-thumb].webp`, so a key cannot leave the directory.
 */
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaObjects } from "./media-objects";

export function diskMediaObjects(directory: string): MediaObjects {
  return {
    async put(key, bytes) {
      const file = path.join(directory, key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": a name is never reused, so an existing file means something is wrong; never overwrite it.
      await writeFile(file, bytes, { flag: "wx" });
    },
    async delete(key) {
      try {
        await unlink(path.join(directory, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    },
  };
}
