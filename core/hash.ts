/**
 * A stable 32-bit hash of a text: FNV-1a over its UTF-16 code units, finished with murmur3's
 * mixer. Choices made with it (a page's wording, a place's three stories) never depend on the
 * run, the machine or the order: the same id always gives the same choice. Not cryptographic.
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  // FNV's low bits depend only on the low bits of the input: the mixer spreads every bit of the
  // text into the small remainders that pick among a few options.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
