import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, path] of [[320, "/signup?lng=gr"], [360, "/signup?lng=en"], [320, "/jobs?lng=en"]] as const) {
  const p = await b.newPage({ viewport: { width: w, height: 780 } });
  await p.goto(`http://127.0.0.1:3100${path}`);
  const r = await p.evaluate((w) => {
    const out: string[] = [`scrollWidth=${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const rect = el.getBoundingClientRect();
      if (rect.right > w + 1 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > w + 1)) out.push(`${el.tagName}.${el.className} ${(el.textContent ?? "").slice(0, 30)} ${Math.round(rect.width)} right=${Math.round(rect.right)}`);
    }
    return out.slice(0, 8);
  }, w);
  console.log(w, path, r.join("\n   "));
  await p.close();
}
await b.close();
