import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { escapeHtml } from '#core/html';
import {
  emptyHiddenInput,
  filledHiddenInput,
  PROBLEM_LIST_ID,
  problemMessage,
  type ServerFilled,
} from '#core/lead/form-post';
import { getPath } from '#core/paths';

/**
 * The quote form page and its problem page, served from memory with what only the server can
 * put in them: /quote gets a fresh form token, submission id and issue time in its hidden inputs
 * each time (so it is never cached: `no-store`); /quote/problem?fields=age,phone gets the message
 * for each key named. Everything else about them is the prerendered page.
 */
export interface QuotePagesOptions {
  distDir: string;
  /**
   * Issues the form token put in the page (the server checks it when the form comes back).
   * Without one the token input stays empty.
   */
  issueFormToken?: () => string;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The form page cut once, at start, around its empty hidden inputs: each request then only joins
 * the pieces with the filled inputs (no search of the 40 KB page per request).
 */
export function compileFormPage(html: string): (values: Readonly<Record<ServerFilled, string>>) => string {
  const cuts: Array<{ at: number; end: number; name: ServerFilled }> = [];
  for (const name of ['formToken', 'submissionId'] as const satisfies readonly ServerFilled[]) {
    const match = emptyHiddenInput(name).exec(html);
    if (match) cuts.push({ at: match.index, end: match.index + match[0].length, name });
  }
  cuts.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(html.slice(from, cut.at));
    from = cut.end;
  }
  pieces.push(html.slice(from));
  return (values) => {
    let out = pieces[0] ?? '';
    for (const [i, cut] of cuts.entries()) out += filledHiddenInput(cut.name, values[cut.name]) + (pieces[i + 1] ?? '');
    return out;
  };
}

/** At most this many messages: the keys are few, and a long query costs nothing more. */
const MAX_PROBLEMS = 16;

/** The problem page cut once around its empty list: each request joins the pieces with its items. */
export function compileProblemPage(html: string): (fields: string) => string {
  const match = new RegExp(`<ul id="${PROBLEM_LIST_ID}" class="([^"]*)"></ul>`).exec(html);
  if (!match) return () => html;
  const before = `${html.slice(0, match.index)}<ul id="${PROBLEM_LIST_ID}" class="${match[1] ?? ''}">`;
  const after = `</ul>${html.slice(match.index + match[0].length)}`;
  return (fields) => {
    const keys = [...new Set(fields.slice(0, 500).split(','))].slice(0, MAX_PROBLEMS);
    const items = keys
      .map((key) => problemMessage(key.trim()))
      .filter((message): message is string => message !== undefined)
      .map((message) => `<li>${escapeHtml(message)}</li>`)
      .join('');
    return before + items + after;
  };
}

/** GET handlers for /quote and /quote/problem (undefined for a page the build did not write). */
export function createQuotePages(options: QuotePagesOptions): { form?: RequestHandler; problem?: RequestHandler } {
  const formHtml = readOptional(join(options.distDir, `${getPath('quote').slice(1)}.html`));
  const problemHtml = readOptional(join(options.distDir, `${getPath('quoteProblem').slice(1)}.html`));
  // Sent as it is: no ETag (an answer that is never stored needs none, and hashing it costs).
  const send = (res: Parameters<RequestHandler>[1], html: string) => {
    const body = Buffer.from(html, 'utf8');
    res.status(200).set('Cache-Control', 'no-store').set('Content-Length', String(body.length)).type('html');
    res.end(body);
  };
  const form = formHtml ? compileFormPage(formHtml) : undefined;
  const problem = problemHtml ? compileProblemPage(problemHtml) : undefined;
  return {
    ...(form
      ? {
          form: (_req, res) =>
            send(res, form({ formToken: options.issueFormToken?.() ?? '', submissionId: randomUUID() })),
        }
      : {}),
    ...(problem
      ? {
          problem: (req, res) => {
            const fields = typeof req.query.fields === 'string' ? req.query.fields : '';
            send(res, problem(fields));
          },
        }
      : {}),
  };
}
