#!/usr/bin/env node
/**
 * Writes docs/decisions/README.md, the index of the decision records, from the records themselves (title on the
 * first line, status on the third). tests/unit/decision-records.test.ts fails when the index is out of date.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";

const DIR = new URL("../docs/decisions/", import.meta.url);
const rows = readdirSync(DIR)
  .filter((name) => name.endsWith(".md") && name !== "README.md")
  .sort()
  .map((name) => {
    const [title = "", , status = ""] = readFileSync(new URL(name, DIR), "utf8").split("\n");
    return `| [${name.slice(0, -3)}](${name}) | ${title.replace(/^#\s*/, "")} | ${status.replace(/^Status:\s*/, "")} |`;
  });
writeFileSync(
  new URL("README.md", DIR),
  `# Decision records

A record is kept for a fork in the road: a choice between real alternatives, with its Context, Decision and
Consequences after a status line (000-decision-records.md). How each area works now is described in the living
documents in \`docs/\` (see README.md, "Further reading"). This index is written by
\`node scripts/decision-index.mjs\`; run it after adding a record.

| record | title | status |
|---|---|---|
${rows.join("\n")}
`,
);
