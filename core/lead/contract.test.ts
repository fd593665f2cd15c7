import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeQuoteEstimate } from '../pricing/quote-estimate';
import { type AnswerSpec, formTokenEndpoint, quotesEndpoint, readAnswer } from './contract';
import { PROBLEM_REASONS, problemKeyOf } from './form-post';

/** A literal's value, or `…` for any other schema (what docs/api.md writes for a value that varies). */
function shownValue(schema: unknown): string {
  const def = (schema as { _zod: { def: { type: string; values?: unknown[] } } })._zod.def;
  return def.type === 'literal' ? String(def.values?.[0]) : '…';
}

/** One answer as one line: status, body keys with literal values, headers. */
function lineOfSpec(spec: AnswerSpec): string {
  const shape = (spec.body as unknown as { shape: Record<string, unknown> }).shape;
  const body = Object.keys(shape)
    .sort()
    .map((key) => `${key}=${shownValue(shape[key])}`);
  const headers = [
    spec.headers?.retryAfter ? 'Retry-After' : '',
    spec.headers?.allow ? `Allow: ${spec.headers.allow}` : '',
  ]
    .filter(Boolean)
    .sort();
  return [spec.status, `{${body.join(', ')}}`, ...headers].join(' ');
}

/** One row of docs/api.md's answer table as the same line (a `"<...>"`, `…` or `{ ... }` value varies). */
function lineOfRow(status: string, cell: string): string {
  const [, body = '', rest = ''] = /^`([^`]*)`(.*)$/.exec(cell.trim()) ?? [];
  const inner = body.trim().replace(/^\{|\}$/g, '');
  const pairs: string[] = [];
  for (const [, key, value = ''] of inner.matchAll(/"(\w+)":\s*("[^"]*"|…|\{[^}]*\})/g)) {
    const literal = /^"[^<"][^"]*"$/.test(value) ? value.slice(1, -1) : '…';
    pairs.push(`${key}=${literal}`);
  }
  const headers = [...rest.matchAll(/`([^`]+)`/g)].map(([, header = '']) =>
    header.startsWith('Retry-After') ? 'Retry-After' : header,
  );
  return [status.trim(), `{${pairs.sort().join(', ')}}`, ...headers.sort()].join(' ');
}

/** The rows of the table under "`POST /api/quotes` answers" in docs/api.md. */
function readmeRows(): string[] {
  const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const start = readme.indexOf('**`POST /api/quotes` answers**');
  expect(start).toBeGreaterThan(-1);
  const lines = readme.slice(start).split('\n');
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
  const rows = table
    .slice(
      0,
      table.findIndex((line) => !line.startsWith('|')),
    )
    .slice(2);
  return rows.map((row) => {
    const [, status = '', body = ''] = row.split('|');
    return lineOfRow(status, body);
  });
}

describe('the lead contract', () => {
  it("docs/api.md's answer table lists exactly the answers of POST /api/quotes", () => {
    const documented = readmeRows().sort();
    const contract = Object.values(quotesEndpoint.answers)
      .map((spec) => lineOfSpec(spec))
      .sort();
    expect(documented.length).toBeGreaterThan(0);
    expect(documented).toEqual(contract);
  });

  it('reads a status and body as the answer they are, and nothing else', () => {
    const estimate = makeQuoteEstimate([], { sex: 'female', age: 70, tobacco: false, state: 'OH' });
    expect(readAnswer(quotesEndpoint.answers, 201, { id: 'a', estimate })).toEqual({
      name: 'stored',
      body: { id: 'a', estimate },
    });
    expect(readAnswer(quotesEndpoint.answers, 200, { id: 'a', estimate: null })?.name).toBe('replayed');
    expect(readAnswer(quotesEndpoint.answers, 403, quotesEndpoint.answers.formExpired.fixed)?.name).toBe('formExpired');
    expect(readAnswer(quotesEndpoint.answers, 403, quotesEndpoint.answers.crossSite.fixed)?.name).toBe('crossSite');
    expect(readAnswer(quotesEndpoint.answers, 400, { error: 'Bad Request' })?.name).toBe('malformed');
    expect(readAnswer(formTokenEndpoint.answers, 200, { token: 't', minFillMs: 0, maxAgeMs: 1 })?.name).toBe('issued');
    for (const [status, body] of [
      [201, { id: 'a', estimate: { rows: 'nonsense' } }],
      [201, { id: 1, estimate: null }],
      [409, { error: 'conflict' }],
      [403, { error: 'formExpired' }],
      [418, { error: 'Bad Request' }],
      [400, null],
    ] as const) {
      expect(readAnswer(quotesEndpoint.answers, status, body)).toBeUndefined();
    }
    for (const body of [
      { token: '', minFillMs: 0, maxAgeMs: 1 },
      { token: 't', minFillMs: -1, maxAgeMs: 1 },
    ]) {
      expect(readAnswer(formTokenEndpoint.answers, 200, body)).toBeUndefined();
    }
  });

  it('each fixed body fits its schema, and each failure a form post is sent to has a problem page key', () => {
    for (const endpoint of [quotesEndpoint, formTokenEndpoint]) {
      for (const spec of Object.values(endpoint.answers) as AnswerSpec[]) {
        if (spec.fixed !== undefined) expect(spec.body.safeParse(spec.fixed).success).toBe(true);
        const target = spec.formPost;
        if (target?.page === 'problem' && 'failure' in target) {
          expect(Object.keys(PROBLEM_REASONS)).toContain(problemKeyOf(target.failure));
        }
      }
    }
  });
});
