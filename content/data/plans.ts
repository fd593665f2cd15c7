import type { z } from 'zod';
import { facts } from '#core/facts';
import { gradedDefinition } from './glossary';
import type { planFeatureSchema, planSchema } from './plans.schema';

export type PlanFeature = z.infer<typeof planFeatureSchema>;

export type Plan = z.infer<typeof planSchema>;

const feature = (name: string, included: boolean): PlanFeature => ({ name, included });

export const plans: Plan[] = [
  {
    type: 'Level benefit',
    description:
      'For people in fair to good health. You answer a few health questions, and if you are approved the full benefit is paid from the first day.',
    features: [
      feature('Premiums never go up', true),
      feature('Full benefit from the first day', true),
      feature('No health questions at all', false),
      feature('Open to people with serious illnesses', false),
      feature('Lowest price for the same coverage', true),
    ],
  },
  {
    type: 'Graded benefit',
    description: gradedDefinition,
    features: [
      feature('Premiums never go up', true),
      feature('Full benefit from the first day', false),
      feature('No health questions at all', false),
      feature('Open to people with serious illnesses', true),
      feature('Lowest price for the same coverage', false),
    ],
  },
  {
    type: 'Guaranteed issue',
    description: `No health questions: everyone in the age range is accepted. If death from illness comes in the first ${facts.waitingPeriod}, your family gets back the premiums paid, usually with interest.`,
    features: [
      feature('Premiums never go up', true),
      feature('Full benefit from the first day', false),
      feature('No health questions at all', true),
      feature('Open to people with serious illnesses', true),
      feature('Lowest price for the same coverage', false),
    ],
  },
];
