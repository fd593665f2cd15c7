/**
 * Exchanges (central office codes) for the phone numbers of made-up leads: every one a number the
 * lead schema accepts (the North American Numbering Plan: 200-999, no N11 service code).
 */

/** The `i`-th exchange (mod 792) of 200-999 that is not an N11 service code (211, 311 ... 911). */
export function possibleExchange(i: number): string {
  const index = i % 792;
  const hundred = 2 + Math.floor(index / 99);
  const rest = index % 99;
  return String(hundred * 100 + (rest >= 11 ? rest + 1 : rest));
}
