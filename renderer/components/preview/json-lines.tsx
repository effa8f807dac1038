// Indented JSON that wraps with a hanging indent: a long line continues under its own start, not
// at the left edge, so a long text inside an object does not break the shape of the rest. The
// lines keep their spaces and line breaks, so selecting and copying the text gives the JSON.
import type { CSSProperties } from 'react';

export function JsonLines({ json }: { json: string }) {
  const lines = json.split('\n');
  return lines.map((line, i) => (
    <span key={i} className="json-line" style={{ '--indent': `${line.length - line.trimStart().length}ch` } as CSSProperties}>
      {i < lines.length - 1 ? `${line}\n` : line}
    </span>
  ));
}
