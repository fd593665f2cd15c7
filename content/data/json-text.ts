/**
 * Writing JSON data files as Biome formats them, so a file the CLI rewrites passes `npm run lint`
 * unchanged and diffs line by line.
 */

/** A JSON array of already-written items: on one line when it fits in 120 columns, else one item a line. */
export function arrayLines(indent: string, prefix: string, items: readonly string[], comma: string): string[] {
  const inline = `${indent}${prefix}[${items.join(', ')}]${comma}`;
  if (inline.length <= 120 || items.length === 0) return [inline];
  return [
    `${indent}${prefix}[`,
    ...items.map((item, i) => `${indent}  ${item}${i < items.length - 1 ? ',' : ''}`),
    `${indent}]${comma}`,
  ];
}
