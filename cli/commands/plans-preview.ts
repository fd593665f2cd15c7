import type { Command } from 'commander';
import { z } from 'zod';
import { formatCents } from '#core/numbers';
import { plansForSale, planTypeLabels } from '#core/pricing/engine';
import type { PlanRecord } from '#core/pricing/plan.schema';
import { textTable } from '#core/text-table';
import { appointedPlans } from '../../content/data/insurer-plans';
import { parseOptions } from '../options';

const optionsSchema = z.object({
  age: z.coerce.number().int().min(18).max(100),
  sex: z.enum(['female', 'male']),
  tobacco: z.enum(['yes', 'no']),
  amount: z.coerce.number().int().positive(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter state code')
    .transform((s) => s.toUpperCase()),
});

/** The comparison the site would show for one person, as lines of text. */
export function previewLines(
  options: z.output<typeof optionsSchema>,
  plans: readonly PlanRecord[] = appointedPlans,
): string[] {
  const person = { age: options.age, sex: options.sex, tobacco: options.tobacco === 'yes', state: options.state };
  const quotes = plansForSale(plans, person, options.amount);
  const lines = [
    `Plans we sell for a ${options.sex === 'female' ? 'woman' : 'man'} aged ${options.age}, ${options.tobacco === 'yes' ? 'tobacco' : 'non-tobacco'}, ${options.state}, $${options.amount}:`,
  ];
  const priced = quotes.filter((q) => q.ok);
  if (priced.length > 0) {
    lines.push(
      ...textTable(
        [
          [
            'monthly',
            'insurer',
            'plan',
            'type',
            'death in month 6',
            'month 18',
            'premiums pass the amount',
            'rates dated',
          ],
          ...priced.map((q) => [
            formatCents(q.monthlyCents),
            q.plan.insurer,
            q.plan.name,
            planTypeLabels[q.plan.type],
            q.payout ? formatCents(q.payout.month6Cents) : 'no source',
            q.payout ? formatCents(q.payout.month18Cents) : 'no source',
            `after ${q.breakEvenYears} years`,
            q.plan.rates?.source.date ?? 'undated',
          ]),
        ],
        { right: [0, 4, 5] },
      ),
    );
  } else lines.push('No plan we sell has a complete rate book for these answers.');
  const unpriced = quotes.filter((q) => !q.ok);
  if (unpriced.length > 0) {
    lines.push('Without a price:');
    for (const q of unpriced) if (!q.ok) lines.push(`  ${q.plan.insurer}, ${q.plan.name}: ${q.message}`);
  }
  return lines;
}

/** `plans preview --age 68 --sex female --tobacco no --amount 10000 --state OH` */
export function registerPlansPreview(plans: Command, print: (line: string) => void): void {
  plans
    .command('preview')
    .description('print the plan comparison the site would show for one person')
    .requiredOption('--age <years>', 'age at the last birthday')
    .requiredOption('--sex <sex>', 'female or male')
    .requiredOption('--tobacco <yes|no>', 'tobacco use')
    .requiredOption('--amount <dollars>', 'face amount in dollars')
    .requiredOption('--state <code>', 'two-letter state code')
    .action((raw: unknown) => {
      for (const line of previewLines(parseOptions(optionsSchema, raw))) print(line);
    });
}
