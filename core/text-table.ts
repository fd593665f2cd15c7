/**
 * Rows of text cells as an aligned table, one string per line: the one table printer of the
 * scripts and the CLI (Lighthouse, the size budgets, `npm test`'s steps, the build benchmark,
 * `cities list`). Plain: columns two spaces apart, trailing spaces trimmed. Markdown: pipes and the
 * separator line after the first row (for bench/results.md). Columns are left-aligned unless
 * `right` names them (numbers).
 */
export interface TextTableOptions {
  /** Indexes of the columns aligned to the right. */
  right?: readonly number[];
  markdown?: boolean;
}

export function textTable(rows: readonly (readonly string[])[], options: TextTableOptions = {}): string[] {
  const count = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: count }, (_, i) => Math.max(0, ...rows.map((row) => (row[i] ?? '').length)));
  const right = new Set(options.right ?? []);
  const cells = (row: readonly string[]) =>
    widths.map((width, i) => (right.has(i) ? (row[i] ?? '').padStart(width) : (row[i] ?? '').padEnd(width)));
  if (!options.markdown) return rows.map((row) => cells(row).join('  ').trimEnd());
  const line = (row: readonly string[]) => `| ${cells(row).join(' | ')} |`;
  const [head, ...body] = rows;
  if (!head) return [];
  return [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)];
}
