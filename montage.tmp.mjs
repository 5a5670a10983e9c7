// usage: node montage.mjs out.png h file1 file2 ...  (first h pixels of each, side by side)
import sharp from "sharp";
const [out, h, ...files] = process.argv.slice(2);
const H = Number(h);
const parts = [];
let x = 0;
for (const f of files) {
  const meta = await sharp(f).metadata();
  const height = Math.min(H, meta.height);
  const buf = await sharp(f).extract({ left: 0, top: 0, width: meta.width, height }).toBuffer();
  parts.push({ input: buf, left: x, top: 0 });
  x += meta.width + 10;
}
await sharp({ create: { width: x, height: H, channels: 3, background: "#888" } }).composite(parts).png().toFile(out);
