import type { ClaimRegister } from './site.config.schema';

/**
 * The claims register (core/site.claims.ts) as pages use it. A claim is shown only when it has a
 * source; a sample claim is kept off the page (decision 0018) and listed by `audit --go-live`.
 */
export type { ClaimRegister };
export type ClaimId = keyof ClaimRegister;
export type Claim = ClaimRegister[ClaimId];

export const isSourced = (claim: Claim): boolean => claim.sample === undefined && claim.source !== undefined;

/** "10,000+ families helped". */
export const claimText = (claim: Claim): string => `${claim.figure} ${claim.label}`;

/** The claims of `ids` that have a source, in that order. */
export function sourcedClaims(register: ClaimRegister, ids: readonly ClaimId[]): Array<{ id: ClaimId; claim: Claim }> {
  return ids.map((id) => ({ id, claim: register[id] })).filter(({ claim }) => isSourced(claim));
}

/**
 * Whether a fact last checked on `checked` (YYYY-MM-DD) was checked more than `months` months
 * before `today`: on the day twelve months later it is still current, the day after it is not.
 */
export function checkedLongAgo(checked: string, today: Date, months = 12): boolean {
  const due = new Date(`${checked}T00:00:00Z`);
  if (Number.isNaN(due.getTime())) throw new Error(`not a date: ${checked}`);
  due.setUTCMonth(due.getUTCMonth() + months);
  return today.toISOString().slice(0, 10) > due.toISOString().slice(0, 10);
}
