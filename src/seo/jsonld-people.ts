import type { Person } from 'schema-dts';
import { absoluteUrl } from '#core/paths';
import { agencyId } from './jsonld';

/** A member of the agency's team, as shown on the About page. */
export function buildPerson(person: { name: string; role: string; image: string; bio: string }): Person {
  return {
    '@type': 'Person',
    name: person.name,
    jobTitle: person.role,
    description: person.bio,
    image: absoluteUrl(person.image),
    worksFor: { '@id': agencyId },
  };
}
