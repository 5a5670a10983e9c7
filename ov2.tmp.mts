import { chromium } from "@playwright/test";
import { DEMO_PASSWORD as pw } from "./api/db/demo/people";
const base = "http://127.0.0.1:3100";
const tok = await (await fetch(`${base}/api/auth/token/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "employee@demo.test", password: pw }) })).json();
const prof = await (await fetch(`${base}/api/employees/`, { headers: { authorization: `Bearer ${tok.access}` } })).json();
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const w of [320, 360]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 780 } });
  await ctx.addCookies(["access", "refresh"].map((n) => ({ name: n, value: tok[n], url: base })));
  const p = await ctx.newPage();
  for (const s of ["", "/basic-info", "/work-experience", "/skills", "/languages", "/availability", "/seasonal", `/work-experience/${prof[0].work_experiences[0].id}`]) {
    for (const lng of ["en", "gr"]) {
      await p.goto(`${base}/employee/profile/${prof[0].uuid}${s}?lng=${lng}`);
      const r = await p.evaluate((w) => {
        const out: string[] = [`sw=${document.documentElement.scrollWidth}`];
        for (const el of Array.from(document.querySelectorAll("body *"))) {
          const rect = el.getBoundingClientRect();
          if (!el.closest("details:not([open]) > :not(summary)") && rect.right > w + 0.5 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > w + 1)) if (!el.closest(".route-tabs")) out.push(`${el.tagName}.${el.className} ${Math.round(rect.width)} right=${Math.round(rect.right)} ${el.outerHTML.slice(0, 160)}`);
        }
        return out.slice(0, 5);
      }, w);
      if (r.length > 1 || r[0] !== `sw=${w}`) console.log(w, s, lng, r.join(" | "));
    }
  }
  await ctx.close();
}
await b.close();
