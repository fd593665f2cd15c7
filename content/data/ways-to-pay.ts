import type { z } from 'zod';
import { facts } from '#core/facts';
import type { wayToPaySchema } from './ways-to-pay.schema';

export type WayToPay = z.infer<typeof wayToPaySchema>;

export const waysToPay: WayToPay[] = [
  {
    name: 'Final expense (burial) insurance',
    summary: `A small whole life policy, often ${facts.coverageRange}. When you die, the insurer pays your beneficiary in cash once the claim is approved, and they can spend it on any bill.`,
    goodFor: 'People who want a set amount ready for their family without saving it all up first.',
    watchOut: `Plans with no health questions pay only a refund of premiums if death from illness comes in the first ${facts.waitingPeriod}.`,
  },
  {
    name: 'A prepaid funeral plan',
    summary:
      'You choose the service and pay a funeral home now, in one sum or in installments. Some prices are locked in at today’s rates.',
    goodFor: 'People who know which funeral home they want and expect to stay in the area.',
    watchOut:
      'The money is tied to that funeral home. Ask in writing what happens if you move, change your mind or the business closes.',
  },
  {
    name: 'Savings in a payable-on-death account',
    summary:
      'A bank account with a named beneficiary. When you die the money goes straight to that person, without waiting for probate.',
    goodFor: 'People who already have the money set aside and want to keep control of it.',
    watchOut:
      'Savings can be spent on other needs over the years, and may count against you if you ever apply for Medicaid.',
  },
  {
    name: 'Benefits you may already have',
    summary:
      'Social Security pays a one-time $255 to a surviving spouse or child. Veterans may qualify for a burial allowance and a free plot in a national cemetery. Some employers and unions pay a death benefit.',
    goodFor: 'Every family: check these first, as they reduce what you need from other sources.',
    watchOut: 'These amounts rarely cover a whole funeral, and each must be claimed within its own deadline.',
  },
];
