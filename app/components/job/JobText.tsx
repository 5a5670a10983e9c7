/** A line written as a list item: "- ", "* ", "• " or "– " at its start. */
const BULLET = /^\s*[-*•–]\s+/;

type Block = { kind: "lines"; lines: string[] } | { kind: "list"; items: string[] };

/**
 * A job's own text (description, requirements, benefits) as the company wrote it: plain text, a blank line
 * starts a paragraph, a line break stays a line break, and lines written as "- item" become a bulleted list.
 * Never HTML.
 */
export function JobText({ text }: { text: string }) {
  return (
    <div className="job-text">
      {textBlocks(text).map((block, index) =>
        block.kind === "list" ? (
          <ul key={index} className="text-list">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

/** Paragraphs split at blank lines; inside one, runs of list lines and runs of other lines. */
export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let current: Block | undefined;
    for (const raw of paragraph.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      const kind = BULLET.test(line) ? "list" : "lines";
      if (current?.kind !== kind) {
        current = kind === "list" ? { kind, items: [] } : { kind, lines: [] };
        blocks.push(current);
      }
      if (current.kind === "list") current.items.push(line.replace(BULLET, ""));
      else current.lines.push(line);
    }
  }
  return blocks;
}
