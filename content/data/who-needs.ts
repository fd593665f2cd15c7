import type { z } from 'zod';
import { disclosures, facts } from '#core/facts';
import type { pointSchema } from './who-needs.schema';

export type Point = z.infer<typeof pointSchema>;

export const whoNeeds: { groups: Point[]; benefits: Point[]; considerations: Point[] } = {
  groups: [
    {
      title: `People aged ${facts.issueAges}`,
      text: 'Most plans are written for this age range, and the price is set by your age on the day you apply.',
    },
    {
      title: 'People with no life insurance',
      text: 'Many people let a work policy go when they retire. A small policy fills that gap.',
    },
    {
      title: 'People with health problems',
      text: 'If you have been turned down before, a graded or guaranteed issue plan can still cover you.',
    },
    {
      title: 'Parents who want to spare their children',
      text: 'A funeral can cost as much as several months of wages. The policy means nobody has to find that money.',
    },
    {
      title: 'People living on a fixed income',
      text: 'Premiums never go up once the policy starts, so they fit a Social Security budget. A licensed agent quotes the real price for your own age.',
    },
    {
      title: 'People who live alone',
      text: 'Naming a trusted person as beneficiary gives them the means to carry out your wishes.',
    },
  ],
  benefits: [
    {
      title: 'Health questions by phone',
      text: `No medical exam: ${disclosures.healthQuestions}, asked by phone. Guaranteed issue plans ask none.`,
    },
    { title: 'Fixed premiums', text: 'Your price is set when you buy and stays the same for the rest of your life.' },
    {
      title: 'Lifelong coverage',
      text: 'It is whole life insurance, so it never expires as long as premiums are paid.',
    },
    {
      title: 'You choose who receives it',
      text: 'You name the beneficiary, and you can change your choice at any time while the policy is in force.',
    },
    {
      title: 'It builds cash value',
      text: 'A whole life policy builds a cash value over the years. The policy shows how much, and what you can do with it.',
    },
    {
      title: 'Use it for anything',
      text: 'The money goes to your beneficiary, who can pay the funeral, bills or debts.',
    },
  ],
  considerations: [
    {
      title: 'You may pay in more than the benefit',
      text: 'If you live many years, your premiums can add up to more than the face amount. That is the price of certainty.',
    },
    {
      title: 'Waiting periods',
      text: `Plans with few or no health questions pay in full only after ${facts.waitingPeriod}.`,
    },
    {
      title: 'Modest amounts',
      text: `Most policies pay up to ${facts.coverageMax}. That covers a funeral and last bills, not a mortgage or an income.`,
    },
    {
      title: 'What you already have',
      text: 'Check any current policy, savings or prepaid plan first, so you buy only the gap.',
    },
  ],
};
