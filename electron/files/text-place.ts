// Where an offset stands in a text, as editors count: line and column from 1, the column in
// UTF-16 code units (as the report's columns). For the files the tool reads whole (rulesets,
// vendor schemas), whose problems are said as file:line:column.

export function placeOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
