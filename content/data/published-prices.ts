import { formatLongDate, formatUsd } from '#core/format';
import { formatCents } from '#core/numbers';
import { planTypeLabels, type Sex } from '#core/pricing/engine';
import { type PlanType, planTypes } from '#core/pricing/plan-types';
import type { FigureKind, PublishedPriceTable, PublishedSource } from './published-prices.schema';

/**
 * Premium figures that are published today, each with the copy we read and its basis (decision
 * 0086). Two tables were found whose copy gives a date and a basis:
 *
 * - Gerber Life's Guaranteed Life rate calculator GL-RC-2 (0819): annual premium per $1,000 by
 *   issue age 50-80 and sex, plus an $11 annual policy fee, $5,000 to $25,000. Read on a third
 *   party's copy (hzoutlet.com); the card is marked for agents only. It gives no monthly factor,
 *   so it yields annual premiums only.
 * - Choice Mutual's table "Average Burial Insurance Costs By Age": monthly prices for $10,000 and
 *   $25,000 by age and sex, non-tobacco, rounded to the dollar, from its quote calculator, valid as
 *   of November 4, 2024. The page does not name the plans behind the figures.
 *
 * The figures are copied cell by cell as the copies print them, in cents. The only arithmetic is
 * the one the rate card prescribes: the cell times the thousands of face amount, plus the fee.
 * Validated at build by validate.server.ts (published-prices.schema.ts); zod stays out of here.
 */

const checked = '2026-11-29';

const gerberCard: PublishedSource = {
  publisher: 'hzoutlet.com (a third party’s copy)',
  title:
    'Gerber Life Insurance Company, "Gerber Life Guaranteed Life: Guaranteed Life Rate Calculator", GL-RC-2 (0819)',
  url: 'https://hzoutlet.com/life-insurance-price-calculator-9763',
  owner: 'Gerber Life Insurance Company',
  secondary: {
    copiedBy: 'hzoutlet.com',
    note: 'the page reproduces the text of Gerber Life’s rate card GL-RC-2 (0819), "Copyright ©2019 Gerber Life Insurance Company"; no copy on gerberlife.com was found',
  },
  asOf: '2019-08',
  asOfNote: 'read from the print code GL-RC-2 (0819), month and year; the card says "Copyright ©2019"',
  checked,
  producerOnly: true,
  producerOnlyText: 'FOR AGENT USE ONLY. NOT TO BE USED WITH CONSUMERS.',
};

const choiceMutualPage: PublishedSource = {
  publisher: 'Choice Mutual',
  title: 'Choice Mutual, "Burial Insurance Costs By Age": table "Average Burial Insurance Costs By Age"',
  url: 'https://choicemutual.com/burial-insurance-costs-age',
  owner: 'Choice Mutual',
  asOf: '2024-11-04',
  asOfNote: 'the note under the table: "valid as of 11/04/2024"',
  checked,
  producerOnly: false,
};

/** The Gerber card's cells in cents, issue ages 50 to 80, as [male, female] (the card's column order). */
const gerberCells: readonly (readonly [number, number])[] = [
  [5181, 4026],
  [5577, 4323],
  [5940, 4576],
  [6281, 4807],
  [6578, 5016],
  [6842, 5203],
  [7040, 5412],
  [7216, 5577],
  [7370, 5742],
  [7480, 5896],
  [7557, 6017],
  [8118, 6380],
  [8646, 6710],
  [9152, 6996],
  [9636, 7216],
  [10109, 7403],
  [10527, 7788],
  [10890, 8107],
  [11231, 8404],
  [11528, 8690],
  [11792, 8954],
  [12870, 9834],
  [13926, 10670],
  [14916, 11473],
  [15840, 12210],
  [16632, 12870],
  [19437, 14740],
  [22132, 16500],
  [24717, 18150],
  [27192, 19690],
  [29568, 21054],
];

/** Choice Mutual's rows: age, then female $10,000 and $25,000, then male $10,000 and $25,000, in dollars. */
const choiceMutualDollars: readonly (readonly [number, number, number, number, number])[] = [
  [40, 21, 47, 25, 57],
  [45, 23, 52, 27, 63],
  [50, 24, 55, 31, 71],
  [55, 28, 64, 36, 84],
  [60, 33, 76, 43, 103],
  [65, 41, 97, 54, 130],
  [70, 53, 127, 70, 169],
  [75, 71, 172, 97, 238],
  [80, 98, 241, 135, 332],
  [85, 136, 335, 178, 440],
  [86, 171, 423, 236, 585],
  [87, 206, 510, 277, 686],
  [88, 241, 596, 317, 788],
  [89, 260, 651, 357, 888],
];

export const publishedPriceTables: PublishedPriceTable[] = [
  {
    id: 'gerber-guaranteed-life-gl-rc-2-0819',
    source: gerberCard,
    basis: {
      kind: 'plan-price',
      insurer: 'Gerber Life Insurance Company',
      plan: 'Guaranteed Life',
      planType: 'guaranteed',
      paymentMode: 'annual',
      tobacco: null,
      note: 'annual premium per $1,000 by issue age and sex; "rates do not include $11.00 annual policy fee"; guaranteed approval, no health questions, a two-year graded death benefit; the card has no tobacco column and no monthly factor (it names an ACH discount of up to 8% without a factor)',
      waiting:
        'the card describes a two-year graded death benefit: a waiting period of two years before the full amount is paid for a death from illness',
    },
    table: {
      shape: 'per-1000',
      face: { min: 5000, max: 25000 },
      policyFeeCents: 1100,
      rows: gerberCells.map(([maleCents, femaleCents], i) => ({ age: 50 + i, femaleCents, maleCents })),
      notSoldIn: ['MT'],
      stateMaxFace: { SD: 15000 },
    },
  },
  {
    id: 'choice-mutual-costs-by-age-2024-11-04',
    source: choiceMutualPage,
    basis: {
      kind: 'average-of-compared',
      // The page heads the table "average" costs, calls the figures sample premiums, and does not
      // name the plans or say which kind.
      compared: 'the plans in its quote calculator, which it does not name',
      planType: null,
      paymentMode: 'monthly',
      tobacco: false,
      note: '"Source for monthly prices: Choice Mutual quote calculator. Rates are calculated at a non-tobacco rating, rounded to the nearest dollar, and are valid as of 11/04/2024."',
    },
    table: {
      shape: 'amounts',
      amounts: [10000, 25000],
      rows: choiceMutualDollars.flatMap(([age, f10, f25, m10, m25]) => [
        { ages: { min: age, max: age }, sex: 'female' as const, cents: [f10 * 100, f25 * 100] },
        { ages: { min: age, max: age }, sex: 'male' as const, cents: [m10 * 100, m25 * 100] },
      ]),
    },
  },
];

/** One figure a page may show, with everything the same block must say about it. */
export interface PublishedFigure {
  cents: number;
  period: 'month' | 'year';
  kind: FigureKind;
  insurer?: string;
  plan?: string;
  /** Null when the source does not say which kind of plan. */
  planType: PlanType | null;
  publisher: string;
  title: string;
  url: string;
  asOf: string;
  /** "August 2019", "November 4, 2024". */
  asOfLabel: string;
  /** The data is more than 12 months older than `today`. */
  stale: boolean;
  /** The date as a page says it beside the figure; for a stale figure, with the warning. */
  dateSentence: string;
  producerOnly: boolean;
  /** The copy we read is someone else's copy of the owner's document. */
  secondary: boolean;
  /** The sex the figure is for; null when the source does not split by sex. */
  sex: Sex | null;
  /** The tobacco class the source states; null when it does not split by tobacco. */
  tobacco: boolean | null;
  ages: { min: number; max: number };
  /** Face amount in dollars. */
  amount: number;
  /** One plain sentence saying what the figure is. */
  basis: string;
  /** A graded, modified or guaranteed issue plan's waiting period, as its source describes it. */
  waiting?: string;
  tableId: string;
}

export interface FigureQuery {
  age: number;
  sex?: Sex;
  tobacco?: boolean;
  /** Face amount in dollars. */
  amount: number;
  /** ISO date, the day the page is built or viewed. */
  today: string;
  /** Two-letter state code, when known: drops a plan not sold there or above its state maximum. */
  state?: string;
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2019-08" -> "August 2019"; "2024-11-04" -> "November 4, 2024". */
export function asOfLabel(asOf: string): string {
  return asOf.length === 7 ? monthYear.format(new Date(`${asOf}-01T00:00:00Z`)) : formatLongDate(asOf);
}

/** Whether `asOf` (a month counts from its first day) is more than 12 months before `today`. */
export function isStale(asOf: string, today: string): boolean {
  const start = asOf.length === 7 ? `${asOf}-01` : asOf;
  const yearBefore = `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}${today.slice(4, 10)}`;
  return start < yearBefore;
}

const person = (sex: Sex | null) => (sex === 'female' ? 'a woman' : sex === 'male' ? 'a man' : 'a person');
const agesText = (ages: { min: number; max: number }) =>
  ages.min === ages.max ? `aged ${ages.min}` : `aged ${ages.min} to ${ages.max}`;
const tobaccoText = (tobacco: boolean | null) => (tobacco === null ? '' : tobacco ? ', tobacco user' : ', non-tobacco');

function dateSentence(table: PublishedPriceTable, stale: boolean): string {
  const { asOf } = table.source;
  const when = asOf.length === 7 ? `as published in ${asOfLabel(asOf)}` : `as of ${asOfLabel(asOf)}`;
  if (!stale) return `${when[0]?.toUpperCase()}${when.slice(1)}.`;
  const who = table.basis.kind === 'plan-price' ? 'the insurer may have changed it' : 'prices may have changed since';
  return `${when[0]?.toUpperCase()}${when.slice(1)}; ${who}.`;
}

/** The sentence before the computation: what the figure is, for whom, for how much. */
function whatItIs(table: PublishedPriceTable, sex: Sex | null, ages: { min: number; max: number }, amount: number) {
  const { basis, source } = table;
  const period = basis.paymentMode === 'annual' ? 'annual' : 'monthly';
  const forWhom = `for ${person(sex)} ${agesText(ages)}${tobaccoText(basis.tobacco)}, ${formatUsd(amount)} of coverage`;
  if (basis.kind === 'plan-price') {
    const type = basis.planType ? ` (${planTypeLabels[basis.planType].toLowerCase()})` : '';
    return `${basis.plan} from ${basis.insurer}${type}, ${period} premium ${forWhom}`;
  }
  const which = basis.kind === 'lowest-of-compared' ? 'lowest' : 'average';
  return `${source.publisher}’s ${which} ${period} price over ${basis.compared}, ${forWhom}`;
}

function figure(
  table: PublishedPriceTable,
  today: string,
  at: { cents: number; sex: Sex | null; ages: { min: number; max: number }; amount: number; working?: string },
): PublishedFigure {
  const { source, basis } = table;
  const stale = isStale(source.asOf, today);
  return {
    cents: at.cents,
    period: basis.paymentMode === 'annual' ? 'year' : 'month',
    kind: basis.kind,
    ...(basis.insurer ? { insurer: basis.insurer } : {}),
    ...(basis.plan ? { plan: basis.plan } : {}),
    planType: basis.planType,
    publisher: source.publisher,
    title: source.title,
    url: source.url,
    asOf: source.asOf,
    asOfLabel: asOfLabel(source.asOf),
    stale,
    dateSentence: dateSentence(table, stale),
    producerOnly: source.producerOnly,
    secondary: source.secondary !== undefined,
    sex: at.sex,
    tobacco: basis.tobacco,
    ages: at.ages,
    amount: at.amount,
    basis: `${whatItIs(table, at.sex, at.ages, at.amount)}${at.working ? `: ${at.working}` : ''}.`,
    ...(basis.waiting ? { waiting: basis.waiting } : {}),
    tableId: table.id,
  };
}

const sexes: readonly Sex[] = ['female', 'male'];

/** The figures of one table for a query: exact age (or its band), sex, tobacco and face amount. */
function figuresOf(table: PublishedPriceTable, q: FigureQuery): PublishedFigure[] {
  const { basis } = table;
  if (q.tobacco !== undefined && basis.tobacco !== null && basis.tobacco !== q.tobacco) return [];
  const wanted = (sex: Sex | null) => sex === null || q.sex === undefined || q.sex === sex;
  const t = table.table;
  if (t.shape === 'per-1000') {
    if (q.state && t.notSoldIn?.includes(q.state)) return [];
    const max = Math.min(t.face.max, (q.state && t.stateMaxFace?.[q.state]) || t.face.max);
    if (q.amount < t.face.min || q.amount > max || q.amount % 1000 !== 0) return [];
    const row = t.rows.find((r) => r.age === q.age);
    if (!row) return [];
    const thousands = q.amount / 1000;
    return sexes.filter(wanted).map((sex) => {
      const cell = sex === 'female' ? row.femaleCents : row.maleCents;
      const working = `${formatCents(cell)} per $1,000 times ${thousands}, plus the ${formatCents(t.policyFeeCents)} ${basis.paymentMode} policy fee`;
      return figure(table, q.today, {
        cents: cell * thousands + t.policyFeeCents,
        sex,
        ages: { min: row.age, max: row.age },
        amount: q.amount,
        working,
      });
    });
  }
  const column = t.amounts.indexOf(q.amount);
  if (column < 0) return [];
  return t.rows
    .filter((r) => r.ages.min <= q.age && q.age <= r.ages.max && wanted(r.sex))
    .flatMap((r) => {
      const cents = r.cents[column];
      return cents === undefined ? [] : [figure(table, q.today, { cents, sex: r.sex, ages: r.ages, amount: q.amount })];
    });
}

/**
 * The published figures for a visitor's answers: every table's figure for exactly that age (or the
 * age band containing it), that sex when the source splits by sex (both, each labelled, when the
 * visitor gave none), that tobacco class when the source states one, and that face amount (for a
 * rate card, any whole-thousand amount in its range). Pure; `today` decides `stale`.
 */
export function publishedFiguresFor(q: FigureQuery): PublishedFigure[] {
  if (!Number.isInteger(q.age) || !Number.isInteger(q.amount) || q.amount <= 0) return [];
  return publishedPriceTables.flatMap((table) => figuresOf(table, q));
}

/**
 * For a table that prints some ages only (Choice Mutual: 40, 45 … 85), the figures at the listed
 * ages just below and just above the visitor's, each labelled with its own age, when the table has
 * no figure for her exact age. Nothing is computed between them. Tables with a figure for the exact
 * age (and rate cards, which list every age) add nothing here.
 */
export function publishedFiguresNear(q: FigureQuery): PublishedFigure[] {
  if (!Number.isInteger(q.age) || !Number.isInteger(q.amount) || q.amount <= 0) return [];
  return publishedPriceTables.flatMap((table) => {
    const t = table.table;
    if (t.shape !== 'amounts' || figuresOf(table, q).length > 0) return [];
    const listed = [...new Set(t.rows.map((r) => r.ages.min))].sort((a, b) => a - b);
    const below = listed.filter((age) => age < q.age).at(-1);
    const above = listed.find((age) => age > q.age);
    return [below, above].flatMap((age) => (age === undefined ? [] : figuresOf(table, { ...q, age })));
  });
}

/** What the published tables cover, one phrase each: "Choice Mutual: $10,000 or $25,000, ages 40 to 89". */
export function publishedCoverage(): string[] {
  return publishedPriceTables.map((t) => {
    const tb = t.table;
    const ages = tb.shape === 'per-1000' ? tb.rows.map((r) => r.age) : tb.rows.flatMap((r) => [r.ages.min, r.ages.max]);
    const amounts =
      tb.shape === 'per-1000'
        ? `${formatUsd(tb.face.min)} to ${formatUsd(tb.face.max)}`
        : tb.amounts.map((a) => formatUsd(a)).join(' or ');
    const who = t.basis.kind === 'plan-price' ? `${t.basis.insurer}, ${t.basis.plan}` : t.source.publisher;
    return `${who}: ${amounts}, ages ${Math.min(...ages)} to ${Math.max(...ages)}${tb.shape === 'amounts' ? ' (some ages only)' : ''}`;
  });
}

/** The figures for a visitor's answers: those for her exact age, and those at the listed ages around it. */
export function publishedFiguresAt(q: FigureQuery): { figures: PublishedFigure[]; nearby: PublishedFigure[] } {
  return { figures: publishedFiguresFor(q), nearby: publishedFiguresNear(q) };
}

/** The guide's age bands. */
export const guideAgeBands = [
  { min: 50, max: 55 },
  { min: 56, max: 60 },
  { min: 61, max: 65 },
  { min: 66, max: 70 },
  { min: 71, max: 75 },
  { min: 76, max: 80 },
  { min: 81, max: 85 },
] as const;

/** One source's figures in one cell of the guide's table. */
export interface TableEntry {
  tableId: string;
  /** The lowest and highest figure of the band (ages and sexes), with their own basis sentences. */
  lowest: PublishedFigure;
  highest: PublishedFigure;
  figures: PublishedFigure[];
}

/** A column of the guide's table: a plan type, or figures whose source names no plan type. */
export type TableColumn = PlanType | 'not-stated';
export const tableColumns: readonly TableColumn[] = [...planTypes, 'not-stated'];

export interface TableRow {
  band: { min: number; max: number; label: string };
  /** Null: no published figure for that band and plan type. */
  cells: Record<TableColumn, TableEntry[] | null>;
}

/**
 * The guide's premium table: for each age band and plan type, the published figures for `amount`
 * (by default $10,000), grouped by source, or null where none is published.
 */
export function publishedTable(opts: { today: string; amount?: number }): TableRow[] {
  const amount = opts.amount ?? 10000;
  return guideAgeBands.map((band) => {
    const inBand: PublishedFigure[] = [];
    for (let age = band.min; age <= band.max; age += 1)
      inBand.push(...publishedFiguresFor({ age, amount, today: opts.today }));
    const cells = Object.fromEntries(
      tableColumns.map((column) => {
        const here = inBand.filter((f) => (f.planType ?? 'not-stated') === column);
        const ids = [...new Set(here.map((f) => f.tableId))];
        const entries: TableEntry[] = [];
        for (const tableId of ids) {
          const figures = here.filter((f) => f.tableId === tableId).sort((a, b) => a.cents - b.cents);
          const [lowest, highest] = [figures[0], figures.at(-1)];
          if (lowest && highest) entries.push({ tableId, lowest, highest, figures });
        }
        return [column, entries.length > 0 ? entries : null];
      }),
    ) as Record<TableColumn, TableEntry[] | null>;
    return { band: { ...band, label: `${band.min}–${band.max}` }, cells };
  });
}

/** A published table `audit --go-live` must list, and why. */
export interface PublishedPriceFinding {
  tableId: string;
  reason: 'stale' | 'producer-only';
  publisher: string;
  title: string;
  url: string;
  asOf: string;
  message: string;
}

/**
 * For `audit --go-live`: every table whose data is more than 12 months older than `today`, and
 * every table read from a copy marked for producers only (no insurer's approval is recorded here).
 */
export function publishedPriceFindings(today: string): PublishedPriceFinding[] {
  return publishedPriceTables.flatMap((t) => {
    const base = { tableId: t.id, publisher: t.source.publisher, title: t.source.title, url: t.source.url };
    const found: PublishedPriceFinding[] = [];
    if (isStale(t.source.asOf, today))
      found.push({
        ...base,
        asOf: t.source.asOf,
        reason: 'stale',
        message: `${t.id}: data dated ${asOfLabel(t.source.asOf)}, more than 12 months before ${today}`,
      });
    if (t.source.producerOnly)
      found.push({
        ...base,
        asOf: t.source.asOf,
        reason: 'producer-only',
        message: `${t.id}: the copy is marked "${t.source.producerOnlyText ?? 'for producers only'}"; no insurer approval is recorded`,
      });
    return found;
  });
}
