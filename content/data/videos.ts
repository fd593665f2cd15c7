import type { Video } from './videos.schema';

export type { Video };

export const videos: readonly Video[] = [
  {
    title: 'Final expense insurance in plain words',
    summary: 'What this small whole life policy is, what it pays for, and how it differs from a prepaid funeral plan.',
    minutes: 4,
    related: 'guide',
  },
  {
    title: 'How much coverage do you need?',
    summary:
      'Add up the cost of a funeral, burial or cremation and a few last bills, then choose an amount that fits your budget.',
    minutes: 6,
    related: 'funeralCosts',
  },
  {
    title: 'Waiting periods explained',
    summary:
      'How level, graded and guaranteed issue plans pay in the first years, and which health answers lead to which plan.',
    minutes: 5,
    related: 'typesOfCoverage',
  },
  {
    title: 'Choosing your beneficiary',
    summary:
      'Who can receive the money, why you should name a backup, and how to tell your family where the policy is kept.',
    minutes: 3,
    related: 'funeralPlanningChecklist',
  },
];
