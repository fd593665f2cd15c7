import type { Command } from 'commander';
import { z } from 'zod';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { stateLicenses } from '#core/site.licenses';
import { states } from '../../content/data/states';
import { findContentDataFaults } from '../../content/data/validate.server';
import { cities } from '../../content/places/cities';
import { CliError } from '../errors';

const optionsSchema = z.object({ json: z.boolean().default(false) });

export interface ValidateResult {
  ok: boolean;
  faults: string[];
  counts: { states: number; cities: number };
}

export function runContentValidate(): ValidateResult {
  const faults = findContentDataFaults({ siteConfig, claims: claimsRegister, stateLicenses, states, cities });
  return { ok: faults.length === 0, faults, counts: { states: states.length, cities: cities.length } };
}

/** `content validate`: checks core/site.config.ts and content/data against their zod schemas. */
export function registerContentValidate(content: Command, print: (line: string) => void): void {
  content
    .command('validate')
    .description('check the site config and the content data against their schemas, as the build does')
    .option('--json', 'print the result as JSON')
    .action((raw: unknown) => {
      const options = optionsSchema.parse(raw);
      const result = runContentValidate();
      if (options.json) print(JSON.stringify(result, null, 2));
      else if (result.ok)
        print(`ok: site config, ${result.counts.states} states and ${result.counts.cities} cities are valid`);
      if (!result.ok) {
        if (!options.json) for (const fault of result.faults) print(fault);
        throw new CliError(`${result.faults.length} fault(s) in the content data`);
      }
    });
}
