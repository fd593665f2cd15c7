import { siteConfig } from '#core/site.config';
import type { Leader } from './leaders.schema';

export type { Leader };

export const leaders: readonly Leader[] = [
  {
    name: 'Margaret Ellis',
    role: 'Founder and President',
    image: '/team/margaret-ellis.svg',
    sample: true,
    bio: `Margaret sold her first life insurance policy in 1998, a few years after helping her own parents pay for a funeral nobody had planned. She founded ${siteConfig.company.name} in ${siteConfig.company.foundingYear} so that older families could compare plans side by side and hear the truth about each one.`,
  },
  {
    name: 'Daniel Reyes',
    role: 'Director of Client Care',
    image: '/team/daniel-reyes.svg',
    sample: true,
    bio: 'Daniel worked for eleven years as a hospice social worker before joining the agency. He leads the team that answers your calls, goes over each new policy with you, and helps families file their claims.',
  },
];
