import { facts } from '#core/facts';

/**
 * The one definition of a graded benefit plan, true of both kinds the plan data records (payout rule
 * `premiums-plus`: the premiums back with a stated percentage; `face-percent`: a share of the face
 * amount): the glossary's, which the plan table, the guide's
 * price table, the FAQ and the types-of-coverage page use too (markdown: {{gradedDefinition}}). Its own
 * module, so that the home page's FAQ answers do not carry the whole glossary.
 */
export const gradedDefinition = `A plan for people with some health problems. If death from natural causes comes in its first ${facts.waitingPeriod}, it pays the premiums back plus a percentage, or a share of the face amount, as the policy states. Then it pays in full.`;
