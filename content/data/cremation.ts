import type { z } from 'zod';
import type { cremationTierSchema } from './cremation.schema';
export type CremationTier = z.infer<typeof cremationTierSchema>;

export const cremationTiers: CremationTier[] = [
  {
    name: 'Direct cremation',
    from: 1000,
    description:
      'Cremation soon after death, with no viewing or service beforehand. Family can hold a gathering later, at home or anywhere they like.',
    includes: [
      'Bringing the person who died into care',
      'Permits and paperwork',
      'A simple container and the cremation',
      'Ashes returned in a basic urn',
    ],
  },
  {
    name: 'Cremation with a memorial service',
    from: 2500,
    description:
      'Cremation first, then a service with the urn present, at the funeral home, a place of worship or another place that matters to you.',
    includes: [
      'Everything in a direct cremation',
      'A memorial service led by funeral home staff',
      'A chosen urn',
      'Printed programs or a guest book',
    ],
  },
  {
    name: 'Full funeral, then cremation',
    from: 4500,
    description:
      'A viewing and funeral service much like a traditional funeral, followed by cremation instead of burial.',
    includes: [
      'Embalming and preparation for viewing',
      'A rental casket for the viewing and service',
      'Use of the funeral home for visitation and the ceremony',
      'Cremation afterwards, with ashes returned in a chosen urn',
    ],
  },
];
