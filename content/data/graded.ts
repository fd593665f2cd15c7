import { facts } from '#core/facts';

/**
 * The one definition of a graded benefit plan: the glossary's, which the plan table, the guide's
 * price table, the FAQ and the types-of-coverage page use too (markdown: {{gradedDefinition}}). Its own
 * module, so that the home page's FAQ answers do not carry the whole glossary.
 */
export const gradedDefinition = `A plan for people with some health problems. If death from natural causes comes in its first ${facts.waitingPeriod}, it does not pay the full benefit. It pays back the premiums paid, plus the percentage the policy states. After that, it pays in full.`;
