import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const w of [320, 360]) for (const lng of ["en", "gr"]) {
  const p = await b.newPage({ viewport: { width: w, height: 780 } });
  await p.goto(`http://127.0.0.1:3100/signup?lng=${lng}`);
  const r = await p.evaluate((w) => {
    const out: string[] = [`scrollWidth=${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const rect = el.getBoundingClientRect();
      if (rect.right > w + 1) out.push(`${el.tagName}.${el.className} ${Math.round(rect.width)} right=${Math.round(rect.right)}`);
    }
    return out.slice(0, 12);
  }, w);
  console.log(w, lng, r.join("\n   "));
  await p.close();
}
await b.close();
