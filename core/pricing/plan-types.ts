/**
 * The kinds of final expense plan the plan data knows, cheapest first for the same person: a
 * module of its own (no zod), so that the browser's code can use the list without the schema.
 */
export const planTypes = ['level', 'graded', 'modified', 'guaranteed'] as const;
export type PlanType = (typeof planTypes)[number];
