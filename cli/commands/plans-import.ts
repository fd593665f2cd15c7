import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { appointedCarriers } from '#core/appointments';
import { formatUsdRange } from '#core/format';
import { formatCents } from '#core/numbers';
import { planTypeLabels } from '#core/pricing/engine';
import type { PlanRecord } from '#core/pricing/plan.schema';
import { insurerPlans } from '../../content/data/insurer-plans';
import { normal, RateBookError, readRateBook } from '../../content/import/rate-book';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { bookFile, defaultPlansDeps, type PlansDeps, readStoredBook, storeBook } from './plans-shared';

const optionsSchema = z.object({ dryRun: z.boolean().default(false) });

/** Legal name (lower case) to carrier id, from the plans of the insurers we sell. */
function knownInsurers(): Map<string, string> {
  const appointed = appointedCarriers();
  return new Map(
    insurerPlans
      .filter((i) => appointed.includes(i.carrierId))
      .flatMap((i) => i.plans.map((p) => [normal(p.insurer), i.carrierId] as const)),
  );
}

/** One line saying what a book holds. */
export function describeBook(plan: PlanRecord): string {
  const r = plan.rates;
  const ages = plan.issueAges ? `ages ${plan.issueAges.min}-${plan.issueAges.max}` : 'no ages';
  const face = plan.faceAmount ? formatUsdRange(plan.faceAmount) : 'no face amounts';
  const fee = r?.policyFeeCents == null ? 'no fee' : `policy fee ${formatCents(r.policyFeeCents)}`;
  return `${plan.insurer}, ${plan.name} (${planTypeLabels[plan.type].toLowerCase()}), ${ages}, ${face}, ${fee}, effective ${r?.source.date ?? 'undated'}`;
}

/** What storing `plan` changes, against the book stored for its id. */
export function bookChanges(stored: PlanRecord | null, plan: PlanRecord): string {
  if (!stored) return 'a new book';
  const cells = (p: PlanRecord) =>
    new Map(
      (p.rates?.rows ?? []).flatMap((row) => [
        [`${row.age}f`, row.female.nonTobacco],
        [`${row.age}ft`, row.female.tobacco],
        [`${row.age}m`, row.male.nonTobacco],
        [`${row.age}mt`, row.male.tobacco],
      ]),
    );
  const before = cells(stored);
  const after = cells(plan);
  const keys = new Set([...before.keys(), ...after.keys()]);
  const changed = [...keys].filter((k) => before.get(k) !== after.get(k)).length;
  return `replaces the book effective ${stored.rates?.source.date ?? 'undated'}: ${changed} of ${keys.size} rate cells differ`;
}

/** `plans import <file> [--dry-run]` */
export function registerPlansImport(
  plans: Command,
  print: (line: string) => void,
  deps: PlansDeps = defaultPlansDeps,
): void {
  plans
    .command('import')
    .description('load an insurer rate book (CSV, layout in docs/operations.md) into the plan data')
    .argument('<file>', 'the rate book, a CSV file')
    .option('--dry-run', 'check the book and print what would change, writing nothing')
    .action((file: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
      }
      let plan: PlanRecord;
      try {
        plan = readRateBook(text, {
          insurers: knownInsurers(),
          carriers: appointedCarriers(),
          today: deps.today(),
          plans: insurerPlans.flatMap((i) => i.plans),
        });
      } catch (error) {
        if (error instanceof RateBookError) throw new CliError(`${file}, ${error.message}; nothing was written`);
        throw error;
      }
      const target = relative(process.cwd(), bookFile(deps.dir, plan.id));
      const change = bookChanges(readStoredBook(deps.dir, plan.id), plan);
      if (options.dryRun) {
        print(`would write ${target} (${change}): ${describeBook(plan)}`);
        return;
      }
      storeBook(deps.dir, plan);
      print(`wrote ${target} (${change}): ${describeBook(plan)}`);
      print('next: npm run cli -- plans preview --age 68 --amount 10000 …, then npm run build');
    });
}
