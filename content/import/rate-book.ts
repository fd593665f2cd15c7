import { parse } from 'csv-parse/sync';
import { chartGap } from '#core/pricing/engine';
import { type PlanRecord, type PlanType, planSchema, planTypes, sourceKinds } from '#core/pricing/plan.schema';

/**
 * An insurer's rate book as the agency receives it, in the CSV layout of docs/operations.md
 * ("Loading a rate book"), read into one plan record (core/pricing/plan.schema.ts). Pure: no file
 * access (the CLI, `npm run cli -- plans import <file>`, reads and writes the files), so the tests
 * run it on small books. A bad book throws a RateBookError naming the line and column of the first
 * fault, and nothing is written.
 *
 * Layout: first the header, one `field,value` row each (the fields of `headerFields`, in any
 * order); then the table's own header row (`Age,Female non-tobacco,Female tobacco,Male
 * non-tobacco,Male tobacco`); then one row per issue age, in order, with no age missing, each cell
 * a dollar amount per $1,000 of face amount for the book's period. Blank lines and lines starting
 * with `#` are skipped.
 */

export class RateBookError extends Error {
  override name = 'RateBookError';
  constructor(
    readonly line: number,
    readonly column: number,
    problem: string,
  ) {
    super(`line ${line}, column ${column}: ${problem}`);
  }
}

/** The header fields, as written in the book's first column (case and spacing do not matter). */
export const headerFields = {
  insurer: 'Insurer',
  plan: 'Plan',
  planType: 'Plan type',
  formNumber: 'Form number',
  effectiveDate: 'Effective date',
  basis: 'Basis',
  policyFee: 'Policy fee',
  modalFactors: 'Modal factors',
  rounding: 'Rounding',
  faceBands: 'Face bands',
  notSoldIn: 'Not sold in',
  earlyPayout: 'Early-years payout',
  payoutText: 'Payout text',
  sourceTitle: 'Source title',
  sourceUrl: 'Source URL',
  sourceKind: 'Source kind',
  producersOnly: 'Producers only',
  advertisingApproval: 'Advertising approval',
  carrierId: 'Carrier id',
} as const;

type HeaderKey = keyof typeof headerFields;

/** Fields a book may leave out. */
const optionalFields: ReadonlySet<HeaderKey> = new Set(['advertisingApproval', 'carrierId', 'notSoldIn']);

const tableColumns = ['age', 'female non-tobacco', 'female tobacco', 'male non-tobacco', 'male tobacco'] as const;

/** The insurers a book may name: legal name (lower case) to the carrier's id. */
export type KnownInsurers = ReadonlyMap<string, string>;

export interface ReadRateBookOptions {
  /** Legal names of the appointed insurers' plans, to find the carrier id. */
  insurers: KnownInsurers;
  /** The ids of the insurers whose plans we sell (a book may name one with "Carrier id"). */
  carriers: readonly string[];
  /** The day the book is loaded (ISO date): the source's `checked`. */
  today: string;
  /** The plans already in the data: a book for one of them (same insurer, same name) keeps its id. */
  plans?: readonly Pick<PlanRecord, 'id' | 'carrierId' | 'name'>[];
}

/** A name as compared: trimmed, lower case, single spaces. */
export const normal = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const fieldByName = new Map(Object.entries(headerFields).map(([key, label]) => [normal(label), key as HeaderKey]));

interface Cell {
  text: string;
  line: number;
  column: number;
}

/** Dollars and cents ("12.34", "$12.34", "12") as whole cents; null when it is not such an amount. */
export function dollarsToCents(text: string): number | null {
  const m = /^\$?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "0.0875" as an exact fraction; null when it is not a positive decimal. */
function decimalFraction(text: string): { numerator: number; denominator: number } | null {
  const m = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!m) return null;
  const decimals = m[2] ?? '';
  const denominator = 10 ** decimals.length;
  const numerator = Number(m[1]) * denominator + Number(decimals || '0');
  return numerator > 0 ? { numerator, denominator } : null;
}

const range = (text: string): { min: number; max: number } | null => {
  const m = /^\$?([\d,]+)\s*-\s*\$?([\d,]+)$/.exec(text.trim());
  if (!m) return null;
  const min = Number((m[1] ?? '').replace(/,/g, ''));
  const max = Number((m[2] ?? '').replace(/,/g, ''));
  return Number.isInteger(min) && Number.isInteger(max) && min > 0 && max >= min ? { min, max } : null;
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The plan id a book gets: the carrier's id and the plan's name. */
export const planIdOf = (carrierId: string, plan: string) => `${carrierId}-${slug(plan)}`.replace(/-+/g, '-');

/** Reads the rows of a CSV text with their line numbers; throws a RateBookError on broken quoting. */
function csvRows(text: string): { cells: string[]; line: number }[] {
  try {
    const records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
      bom: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records
      .map((r) => ({ cells: r.record.map((c) => c.trim()), line: r.info.lines }))
      .filter((r) => r.cells.some((c) => c !== '') && !(r.cells[0] ?? '').startsWith('#'));
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    throw new RateBookError(e.lines ?? 1, 1, `the file is not valid CSV (${e.message ?? 'unreadable'})`);
  }
}

/** Reads a rate book's text into a plan record, validated against the plan schema; throws RateBookError. */
export function readRateBook(text: string, options: ReadRateBookOptions): PlanRecord {
  const rows = csvRows(text);
  const tableStart = rows.findIndex((r) => normal(r.cells[0] ?? '') === 'age');
  if (tableStart < 0) {
    const last = rows.at(-1)?.line ?? 1;
    throw new RateBookError(last, 1, 'no rate table: a row "Age,Female non-tobacco,…" must follow the header');
  }
  const header = new Map<HeaderKey, Cell>();
  for (const row of rows.slice(0, tableStart)) {
    const key = fieldByName.get(normal(row.cells[0] ?? ''));
    if (!key) throw new RateBookError(row.line, 1, `unknown header field "${row.cells[0]}"`);
    if (header.has(key)) throw new RateBookError(row.line, 1, `"${headerFields[key]}" is given twice`);
    header.set(key, { text: row.cells.slice(1).join(',').trim(), line: row.line, column: 2 });
  }
  const tableHead = rows[tableStart] as { cells: string[]; line: number };
  for (const key of Object.keys(headerFields) as HeaderKey[]) {
    const cell = header.get(key);
    if (optionalFields.has(key)) continue;
    if (!cell) throw new RateBookError(tableHead.line, 1, `the header field "${headerFields[key]}" is missing`);
    if (cell.text === '') throw new RateBookError(cell.line, 2, `"${headerFields[key]}" is empty`);
  }
  const get = (key: HeaderKey): Cell => header.get(key) as Cell;
  const fail = (key: HeaderKey, problem: string): never => {
    const cell = get(key);
    throw new RateBookError(cell.line, cell.column, `${headerFields[key]}: ${problem}`);
  };

  tableColumns.forEach((name, i) => {
    if (normal(tableHead.cells[i] ?? '') !== name)
      throw new RateBookError(tableHead.line, i + 1, `the rate table's column ${i + 1} must be "${name}"`);
  });

  const insurer = get('insurer').text;
  const carrierId =
    header.get('carrierId')?.text ||
    options.insurers.get(normal(insurer)) ||
    fail('insurer', `"${insurer}" is not the legal name of an insurer whose plans we sell (add "Carrier id")`);
  if (!options.carriers.includes(carrierId))
    fail(header.has('carrierId') ? 'carrierId' : 'insurer', `"${carrierId}" is not an insurer whose plans we sell`);

  const type = normal(get('planType').text) as PlanType;
  if (!planTypes.includes(type)) fail('planType', `must be one of ${planTypes.join(', ')}`);

  const effective = get('effectiveDate').text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effective) || Number.isNaN(Date.parse(effective)))
    fail('effectiveDate', 'must be a date written YYYY-MM-DD');

  const basisText = normal(get('basis').text);
  const basis =
    basisText === 'annual per 1000' || basisText === 'annual-per-1000'
      ? 'annual-per-1000'
      : basisText === 'monthly per 1000' || basisText === 'monthly-per-1000'
        ? 'monthly-per-1000'
        : fail('basis', 'must be "annual per 1000" or "monthly per 1000"');

  const fee = get('policyFee').text;
  if (/^-/.test(fee)) fail('policyFee', 'must not be negative');
  const policyFeeCents = dollarsToCents(fee) ?? fail('policyFee', `"${fee}" is not a dollar amount`);

  const modal = new Map(
    get('modalFactors')
      .text.split(';')
      .map((part) => part.split('=').map((s) => normal(s)) as [string, string | undefined]),
  );
  const monthlyText = modal.get('monthly');
  const monthlyFactor =
    basis === 'monthly-per-1000'
      ? null
      : monthlyText === undefined
        ? fail('modalFactors', 'an annual book needs "monthly=<factor>"')
        : (decimalFraction(monthlyText) ?? fail('modalFactors', `"${monthlyText}" is not a positive decimal`));

  const roundingText = normal(get('rounding').text);
  const rounding = (['half-up', 'down', 'up'] as const).find((r) => r === roundingText.replace(/ /g, '-'));
  if (!rounding) fail('rounding', 'must be half-up, down or up');

  const [bandText, ...stateBands] = get('faceBands').text.split(';');
  const faceAmount = range(bandText ?? '') ?? fail('faceBands', 'must start with the face amounts, e.g. 2000-25000');
  const stateFaceAmounts: Record<string, { min: number; max: number }> = {};
  for (const part of stateBands) {
    const m = /^\s*([A-Z]{2})\s*:\s*(.+)$/.exec(part);
    const band = m ? range(m[2] ?? '') : null;
    if (!m || !band) fail('faceBands', `"${part.trim()}" is not a state's band such as WA:25000-40000`);
    else stateFaceAmounts[m[1] as string] = band;
  }

  const notSold = (header.get('notSoldIn')?.text ?? '').trim();
  const notSoldStates = notSold === '' || normal(notSold) === 'none' ? [] : notSold.split(/[;\s]+/).filter(Boolean);
  for (const code of notSoldStates)
    if (!/^[A-Z]{2}$/.test(code)) fail('notSoldIn', `"${code}" is not a two-letter state code`);

  const source = {
    title: get('sourceTitle').text,
    url: get('sourceUrl').text,
    kind: normal(get('sourceKind').text) as (typeof sourceKinds)[number],
    producersOnly: /^(yes|true)$/i.test(get('producersOnly').text)
      ? true
      : /^(no|false)$/i.test(get('producersOnly').text)
        ? false
        : fail('producersOnly', 'must be yes or no'),
    date: effective,
    dateNote: 'The rate book’s effective date.',
    checked: options.today,
  };
  if (!sourceKinds.includes(source.kind)) fail('sourceKind', `must be one of ${sourceKinds.join(', ')}`);

  const payout = readPayout(get('earlyPayout'), get('payoutText').text, source);

  const approvalText = header.get('advertisingApproval')?.text;
  let advertisingApproval: { by: string; date: string } | undefined;
  if (approvalText) {
    const m = /^(.+?)\s+on\s+(\d{4}-\d{2}-\d{2})$/.exec(approvalText);
    if (!m) fail('advertisingApproval', 'write it as "<who approved> on YYYY-MM-DD"');
    else advertisingApproval = { by: m[1] as string, date: m[2] as string };
  }

  const rateRows = rows.slice(tableStart + 1).map((row) => {
    const [ageCell = '', ...money] = row.cells;
    const age = Number(ageCell);
    if (!/^\d{1,3}$/.test(ageCell) || age > 100)
      throw new RateBookError(row.line, 1, `"${ageCell}" is not an issue age`);
    const cents = tableColumns.slice(1).map((name, i) => {
      const cell = money[i] ?? '';
      if (cell === '') throw new RateBookError(row.line, i + 2, `age ${age}: the ${name} rate is missing`);
      const value = dollarsToCents(cell);
      if (value === null || value === 0)
        throw new RateBookError(row.line, i + 2, `age ${age}: the ${name} rate "${cell}" is not a positive amount`);
      return value;
    });
    if (money.length > 4) throw new RateBookError(row.line, 6, `age ${age}: more than four rates`);
    return {
      line: row.line,
      row: {
        age,
        female: { nonTobacco: cents[0] as number, tobacco: cents[1] as number },
        male: { nonTobacco: cents[2] as number, tobacco: cents[3] as number },
      },
    };
  });
  if (rateRows.length === 0) throw new RateBookError(tableHead.line, 1, 'the rate table has no rows');
  rateRows.forEach((r, i) => {
    const before = rateRows[i - 1];
    if (before && r.row.age !== before.row.age + 1)
      throw new RateBookError(
        r.line,
        1,
        r.row.age <= before.row.age
          ? `age ${r.row.age} follows age ${before.row.age}: ages must rise one year at a time`
          : `age ${before.row.age + 1} is missing (the row after age ${before.row.age} is age ${r.row.age})`,
      );
  });

  const first = rateRows[0]?.row.age ?? 0;
  const last = rateRows.at(-1)?.row.age ?? 0;
  const planName = get('plan').text;
  const known = options.plans?.find((p) => p.carrierId === carrierId && normal(p.name) === normal(planName));
  const record = {
    id: known?.id ?? planIdOf(carrierId, planName),
    carrierId,
    insurer,
    name: planName,
    type,
    formNumbers: [get('formNumber').text],
    source,
    issueAges: { min: first, max: last },
    faceAmount,
    limitsSource: source,
    ...(Object.keys(stateFaceAmounts).length > 0 ? { stateFaceAmounts } : {}),
    ...(notSoldStates.length > 0 ? { notSoldIn: { states: notSoldStates, source } } : {}),
    rates: {
      basis,
      rows: rateRows.map((r) => r.row),
      policyFeeCents,
      monthlyFactor,
      rounding: rounding ?? null,
      source,
      ...(advertisingApproval ? { advertisingApproval } : {}),
    },
    payout,
    healthQuestions: null,
    ...(type === 'guaranteed'
      ? {}
      : { healthQuestionsGap: 'A rate book does not carry the application’s health questions.' }),
  };
  const parsed = planSchema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    const key: HeaderKey = path.includes('source.url')
      ? 'sourceUrl'
      : path.includes('source.title')
        ? 'sourceTitle'
        : 'plan';
    fail(key, `${issue?.message ?? 'does not fit the plan schema'} (${path})`);
  }
  const plan = parsed.data as PlanRecord;
  const gap = chartGap(plan);
  if (gap) throw new RateBookError(tableHead.line, 1, `the book cannot price anyone: ${gap}`);
  return plan;
}

/**
 * The early-years payout rule: `full`; `premiums-plus; years=2; percent=10; accident=full`; or
 * `face-percent; years=2; percents=30/70; accident=full` (the share of the face amount paid in
 * each limited year). `accident=full` says an accidental death is paid in full from day one.
 */
function readPayout(cell: Cell, text: string, source: PlanRecord['source']): NonNullable<PlanRecord['payout']> {
  const bad = (problem: string): never => {
    throw new RateBookError(cell.line, cell.column, `Early-years payout: ${problem}`);
  };
  const [kindText = '', ...parts] = cell.text.split(';').map((p) => normal(p));
  const options = new Map(parts.map((p) => p.split('=').map((s) => s.trim()) as [string, string | undefined]));
  const kind = (['full', 'premiums-plus', 'face-percent'] as const).find((k) => k === kindText);
  if (!kind) return bad('must start with full, premiums-plus or face-percent');
  const accident = options.get('accident');
  if (kind !== 'full' && accident !== 'full' && accident !== 'limited') bad('say accident=full or accident=limited');
  const years = kind === 'full' ? 0 : Number(options.get('years'));
  if (!Number.isInteger(years) || years < 0 || years > 5) bad('years=<1 to 5> is missing or not a whole number');
  const rule: NonNullable<PlanRecord['payout']> = {
    kind,
    years,
    accidentFullFromDayOne: kind === 'full' || accident === 'full',
    text,
    source,
  };
  if (kind === 'premiums-plus') {
    const percent = Number(options.get('percent'));
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) bad('percent=<0 to 100> is missing');
    rule.percentAdded = percent;
  }
  if (kind === 'face-percent') {
    const shares = (options.get('percents') ?? '').split('/').map(Number);
    if (shares.length !== years || shares.some((n) => !Number.isInteger(n) || n < 0 || n > 100))
      bad(`percents= must give ${years} whole percents, first year first (e.g. 30/70)`);
    rule.facePercentByYear = shares;
  }
  return rule;
}
