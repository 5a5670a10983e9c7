// Draws the demo gallery pictures (flat illustrations of a Greek summer workplace) as WebP, with thumbnails.
// Run once: node scripts/make-demo-images.mjs — the output is committed under public/images/demo/.
import sharp from "sharp";

const W = 1200;
const H = 800;
const sky = (top, bottom) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;
const sea = (y, color = "#1f6fa8") => `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
const sun = (x, y, r = 70, c = "#ffd166") => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;
const house = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fdfdfd"/><rect x="${x + w * 0.4}" y="${y + h * 0.45}" width="${w * 0.2}" height="${h * 0.55}" fill="#2b6cb0"/><rect x="${x + w * 0.1}" y="${y + h * 0.2}" width="${w * 0.18}" height="${h * 0.2}" fill="#2b6cb0"/>`;
const person = (x, y, c) =>
  `<circle cx="${x}" cy="${y}" r="28" fill="#e0b48a"/><rect x="${x - 35}" y="${y + 32}" width="70" height="130" rx="25" fill="${c}"/>`;
const table = (x, y) =>
  `<ellipse cx="${x}" cy="${y}" rx="80" ry="18" fill="#f5f5f5"/><rect x="${x - 6}" y="${y}" width="12" height="70" fill="#7a5c3e"/>`;
const umbrella = (x, y) =>
  `<path d="M${x - 90} ${y} Q${x} ${y - 80} ${x + 90} ${y} Z" fill="#e76f51"/><rect x="${x - 4}" y="${y}" width="8" height="160" fill="#6b4f35"/><rect x="${x - 70}" y="${y + 150}" width="140" height="18" rx="8" fill="#fff"/>`;

const scenes = {
  terrace:
    sky("#f28e52", "#ffd5a6") +
    sun(900, 430, 90, "#ff9f43") +
    sea(480) +
    `<rect y="620" width="${W}" height="180" fill="#d9c3a5"/>` +
    table(300, 640) +
    table(600, 660) +
    table(900, 640),
  team:
    sky("#9fd3f5", "#e8f6ff") +
    house(350, 250, 500, 420) +
    person(300, 520, "#1d3557") +
    person(450, 540, "#1d3557") +
    person(750, 540, "#1d3557") +
    person(900, 520, "#1d3557") +
    `<rect y="700" width="${W}" height="100" fill="#c8b89a"/>`,
  kitchen:
    `<rect width="${W}" height="${H}" fill="#e9eef2"/><rect y="520" width="${W}" height="280" fill="#b8c4cc"/><rect x="80" y="120" width="1040" height="80" fill="#9aa8b2"/>` +
    person(350, 360, "#ffffff") +
    person(700, 360, "#ffffff") +
    `<rect x="200" y="500" width="800" height="30" fill="#8d99a3"/><circle cx="520" cy="480" r="30" fill="#555"/><circle cx="640" cy="480" r="30" fill="#555"/>`,
  beach:
    sky("#6cc4f0", "#d8f1ff") +
    sun(1000, 140) +
    sea(360, "#2a9d8f") +
    `<path d="M0 520 Q600 460 1200 520 L1200 800 L0 800 Z" fill="#f4e1b5"/>` +
    umbrella(300, 520) +
    umbrella(650, 540) +
    umbrella(1000, 520),
  room: `<rect width="${W}" height="${H}" fill="#fbfbf8"/><rect x="650" y="120" width="420" height="300" fill="#7cc6ee"/><rect x="650" y="300" width="420" height="120" fill="#1f6fa8"/><rect x="120" y="460" width="560" height="200" rx="20" fill="#ffffff" stroke="#d9d9d9" stroke-width="6"/><rect x="140" y="420" width="200" height="60" rx="20" fill="#e8eef5"/><rect x="460" y="420" width="200" height="60" rx="20" fill="#e8eef5"/><rect y="700" width="${W}" height="100" fill="#d9c9a9"/>`,
  bar:
    `<rect width="${W}" height="${H}" fill="#2d1e2f"/><rect y="520" width="${W}" height="280" fill="#7a4e2d"/><rect x="100" y="140" width="1000" height="20" fill="#a0522d"/><rect x="100" y="300" width="1000" height="20" fill="#a0522d"/>` +
    [160, 260, 360, 460, 560, 660, 760, 860, 960]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${i % 2 ? 200 : 220}" width="40" height="${i % 2 ? 100 : 80}" rx="8" fill="${["#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"][i % 4]}"/>`,
      )
      .join("") +
    `<path d="M400 440 L470 440 L435 490 Z" fill="#ffd6e0"/><rect x="432" y="490" width="6" height="30" fill="#eee"/><path d="M700 440 L770 440 L735 490 Z" fill="#c8f7c5"/><rect x="732" y="490" width="6" height="30" fill="#eee"/>`,
  boat:
    sky("#8fd0f7", "#e6f6ff") +
    sun(180, 140, 60) +
    sea(420) +
    house(820, 250, 160, 170) +
    house(990, 280, 140, 140) +
    `<path d="M360 520 L760 520 L700 600 L420 600 Z" fill="#ffffff"/><rect x="520" y="420" width="120" height="100" fill="#e63946"/><rect x="560" y="380" width="24" height="40" fill="#333"/>`,
  "staff-housing":
    sky("#a8dcf7", "#effaff") +
    `<rect y="560" width="${W}" height="240" fill="#9bb56b"/>` +
    house(380, 280, 440, 320) +
    `<rect x="380" y="420" width="440" height="12" fill="#2b6cb0"/>` +
    [150, 1000, 1100, 80]
      .map(
        (x) =>
          `<circle cx="${x}" cy="520" r="70" fill="#6f8f3d"/><rect x="${x - 8}" y="560" width="16" height="80" fill="#6b4f35"/>`,
      )
      .join(""),
  pool:
    sky("#bde4fb", "#fdf6e3") +
    `<rect y="420" width="${W}" height="380" fill="#f0e6d2"/><rect x="200" y="480" width="800" height="220" rx="30" fill="#48cae4"/><rect x="230" y="510" width="740" height="160" rx="20" fill="#90e0ef"/>` +
    `<rect x="60" y="600" width="110" height="22" rx="10" fill="#fff"/><rect x="1030" y="600" width="110" height="22" rx="10" fill="#fff"/>`,
  breakfast: `<rect width="${W}" height="${H}" fill="#f8f1e5"/><ellipse cx="600" cy="480" rx="520" ry="230" fill="#ffffff"/><circle cx="380" cy="440" r="80" fill="#e9c46a"/><rect x="560" y="380" width="180" height="110" rx="20" fill="#f4f1de"/><circle cx="830" cy="470" r="60" fill="#e76f51"/><circle cx="900" cy="420" r="40" fill="#f4a261"/><circle cx="520" cy="580" r="50" fill="#d4a373"/><circle cx="700" cy="590" r="45" fill="#90be6d"/>`,
};

for (const [name, body] of Object.entries(scenes)) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`,
  );
  await sharp(svg).webp({ quality: 78 }).toFile(`public/images/demo/${name}.webp`);
  await sharp(svg).resize(400).webp({ quality: 72 }).toFile(`public/images/demo/${name}-thumb.webp`);
}
console.log(`wrote ${Object.keys(scenes).length * 2} images to public/images/demo/`);
