import { z } from 'zod';
import { premiumColumns } from './premium-table';

const range = z
  .strictObject({ min: z.int().min(1).max(1000), max: z.int().min(1).max(1000) })
  .refine((r) => r.min < r.max, 'min must be below max');

const row = z.strictObject({
  ageRange: range,
  guaranteedIssue: range,
  simplifiedIssue: range,
  modifiedIssue: range,
});

/**
 * content/data/premium-table.ts: age bands that follow on from one another, from 50 to 85, and
 * premiums that never fall as age rises.
 */
export const premiumTableSchema = z
  .strictObject({ coverage: z.int().positive(), rows: z.array(row).min(2) })
  .superRefine((table, ctx) => {
    const { rows } = table;
    if (rows[0]?.ageRange.min !== 50)
      ctx.addIssue({ code: 'custom', message: 'the first band must start at 50', path: ['rows', 0] });
    if (rows[rows.length - 1]?.ageRange.max !== 85) {
      ctx.addIssue({ code: 'custom', message: 'the last band must end at 85', path: ['rows', rows.length - 1] });
    }
    rows.forEach((r, i) => {
      const prev = rows[i - 1];
      if (!prev) return;
      if (r.ageRange.min !== prev.ageRange.max + 1) {
        ctx.addIssue({
          code: 'custom',
          message: 'age bands must follow on without gaps',
          path: ['rows', i, 'ageRange'],
        });
      }
      for (const col of premiumColumns) {
        if (r[col].min < prev[col].min || r[col].max < prev[col].max) {
          ctx.addIssue({ code: 'custom', message: `${col} must not fall as age rises`, path: ['rows', i, col] });
        }
      }
    });
  });
