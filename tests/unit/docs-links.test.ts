import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The documentation's relative links hold: every `[text](target)` in README.md and docs/ that is not a web address
 * points at a file of the repository, and a `#fragment` points at a heading of that file (or of the same file), with
 * GitHub's heading anchors. Living documents and decision records link to each other by file and heading, and
 * moving or renaming either would otherwise leave dead links behind silently.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, `-` and `_` kept), spaces to `-`. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const anchor = headingAnchor(match[1].replace(/`/g, ""));
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

interface Link {
  from: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  for (const match of proseOf(readFileSync(file, "utf8")).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    links.push({ from: path.relative(ROOT, file), target });
  }
  return links;
}

/** Why a link is dead, or null when it holds. */
function problemOf({ from, target }: Link): string | null {
  const [filePart, fragment] = target.split("#", 2);
  const file = filePart === "" ? path.join(ROOT, from) : path.resolve(path.dirname(path.join(ROOT, from)), filePart);
  if (!existsSync(file)) return `no file ${path.relative(ROOT, file)}`;
  if (fragment === undefined || !file.endsWith(".md")) return null;
  return anchorsOf(file).has(fragment) ? null : `no heading #${fragment} in ${path.relative(ROOT, file)}`;
}

const files = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];
const links = files.flatMap(relativeLinks);

describe("documentation links", () => {
  it("heading anchors are GitHub's", () => {
    expect(headingAnchor("The company's side")).toBe("the-companys-side");
    expect(headingAnchor("Without SMTP_URL")).toBe("without-smtp_url");
    expect(headingAnchor("Closing, reopening and deleting")).toBe("closing-reopening-and-deleting");
    expect(headingAnchor("No 500 for a client's mistake")).toBe("no-500-for-a-clients-mistake");
  });

  it("finds the links of the living documents and the decision records", () => {
    expect(links.filter((link) => link.from.startsWith("docs/decisions/")).length).toBeGreaterThan(20);
    expect(links.filter((link) => link.from === "README.md").length).toBeGreaterThan(10);
  });

  it("every relative link points at a file that exists, and at a heading in it", () => {
    const dead = links.flatMap((link) => {
      const problem = problemOf(link);
      return problem ? [`${link.from}: (${link.target}) ${problem}`] : [];
    });
    expect(dead).toEqual([]);
  });
});
