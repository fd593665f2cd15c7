import { z } from 'zod';
import { cityPath } from '#core/paths';
import { type CityFacts, cityFactsSchema, citySchema } from '../data/schemas';
import { findState } from '../data/states';

const collator = new Intl.Collator('en');
const stateName = (code: string) => findState(code)?.name ?? code;
const order = (a: CityFacts, b: CityFacts) =>
  collator.compare(stateName(a.state), stateName(b.state)) || collator.compare(a.name, b.name);

/**
 * content/places/cities.json (written by `npm run cli -- cities add`): the facts of every city, each
 * in a known state, no two at one URL, sorted by state name then city name, and the browser's
 * name-and-state list matching them one for one.
 */
export const citiesModuleSchema = z
  .object({
    cityFacts: z.array(
      cityFactsSchema.refine((c) => findState(c.state) !== undefined, { message: 'unknown state', path: ['state'] }),
    ),
    cities: z.array(citySchema),
  })
  .superRefine(({ cityFacts, cities }, ctx) => {
    const paths = new Set<string>();
    cityFacts.forEach((c, i) => {
      const path = cityPath(c.state, c.name);
      if (paths.has(path)) ctx.addIssue({ code: 'custom', path: ['cityFacts', i], message: `two cities at ${path}` });
      paths.add(path);
      const before = cityFacts[i - 1];
      if (before && order(before, c) > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['cityFacts', i],
          message: `${c.name}, ${c.state} is out of order (sort by state name, then city name)`,
        });
      }
    });
    const same =
      cities.length === cityFacts.length &&
      cities.every((c, i) => c.name === cityFacts[i]?.name && c.state === cityFacts[i]?.state);
    if (!same) {
      ctx.addIssue({
        code: 'custom',
        path: ['cities'],
        message: 'the name-and-state list does not match cityFacts: rewrite the file with `npm run cli -- cities add`',
      });
    }
  });
