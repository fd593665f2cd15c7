import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '#core/lead/failures';
import { FIELD_MESSAGES } from '#core/lead/schema';
import { createApp } from './app';
import { compileFormPage, compileProblemPage } from './quote-pages';

/** The hidden inputs as the built page has them (the build writes void elements without `/`). */
const formPage =
  '<!DOCTYPE html><form><input type="hidden" name="consentVersion" value="abc"><input type="hidden" name="formToken" value=""><input type="hidden" name="submissionId" value=""></form>';
const problemPage = '<!DOCTYPE html><main><ul id="quote-problems" class="quote-problems"></ul></main>';

describe('compileFormPage and compileProblemPage', () => {
  it('fills the two hidden inputs, escaping the values, and nothing else', () => {
    const out = compileFormPage(formPage)({ formToken: 'a"b<c', submissionId: 'id-1' });
    expect(out).toContain('<input type="hidden" name="formToken" value="a&quot;b&lt;c">');
    expect(out).toContain('<input type="hidden" name="submissionId" value="id-1">');
    expect(out).toContain('<input type="hidden" name="consentVersion" value="abc">');
  });

  it("also finds React's own markup of the inputs (`/>`)", () => {
    const react = renderToStaticMarkup(createElement('input', { type: 'hidden', name: 'formToken', value: '' }));
    expect(compileFormPage(react)({ formToken: 't', submissionId: 's' })).toBe(
      '<input type="hidden" name="formToken" value="t">',
    );
  });

  it('lists the message of each known key, once, and ignores anything else', () => {
    const out = compileProblemPage(problemPage)('age,zipCode,age,<script>,busy');
    expect(out).toContain(
      `<ul id="quote-problems" class="quote-problems"><li>${FIELD_MESSAGES.age}</li><li>${FIELD_MESSAGES.zipCode}</li><li>${FAILURE_MESSAGES.busy}</li></ul>`,
    );
    expect(out).not.toContain('<script>');
  });
});

describe('GET /quote and /quote/problem', () => {
  const root = mkdtempSync(join(tmpdir(), 'quote-pages-'));
  const distDir = join(root, 'dist');
  let server: Server;
  let url = '';
  let issued = 0;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'quote'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!DOCTYPE html><title>home</title>');
    writeFileSync(join(distDir, 'quote.html'), formPage);
    writeFileSync(join(distDir, 'quote', 'problem.html'), problemPage);
    writeFileSync(join(distDir, 'quote', 'thank-you.html'), '<!DOCTYPE html><title>thanks</title>');
    const app = createApp({
      distDir,
      quotePageRateLimit: { limit: 6, windowMs: 60_000 },
      issueFormToken: () => {
        issued++;
        return `token-${issued}`;
      },
    });
    server = createServer(app);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the form page never cached, with a fresh token and submission id each time', async () => {
    const first = await fetch(`${url}/quote`);
    const second = await fetch(`${url}/quote`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    const [a, b] = await Promise.all([first.text(), second.text()]);
    expect(a).toContain('name="formToken" value="token-1"');
    expect(b).toContain('name="formToken" value="token-2"');
    const idOf = (html: string) => /name="submissionId" value="([^"]+)"/.exec(html)?.[1];
    expect(idOf(a)).toMatch(/^[0-9a-f-]{36}$/);
    expect(idOf(a)).not.toBe(idOf(b));
  });

  it('serves the problem page with the messages named in its address, never cached', async () => {
    const response = await fetch(`${url}/quote/problem?fields=phone`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`<li>${FIELD_MESSAGES.phone}</li>`);
  });

  it('sends no ETag on the form page, and refuses a client over its per-IP limit with 429 (issue 27)', async () => {
    const first = await fetch(`${url}/quote`);
    expect(first.headers.get('etag')).toBeNull();
    await first.text();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await fetch(`${url}/quote/problem?fields=age`);
      await answer.text();
      statuses.push(answer.status);
    }
    // This client's earlier requests in this file count too: the refusals start within the window.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });

  it('serves the thank-you page as a static page', async () => {
    const response = await fetch(`${url}/quote/thank-you`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('thanks');
  });
});
