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

/** The form page with its hidden inputs filled. */
export function fillFormPage(html: string, values: Readonly<Record<ServerFilled, string>>): string {
  let out = html;
  for (const [name, value] of Object.entries(values) as Array<[ServerFilled, string]>) {
    out = out.replace(emptyHiddenInput(name), filledHiddenInput(name, value));
  }
  return out;
}

/** At most this many messages: the keys are few, and a long query costs nothing more. */
const MAX_PROBLEMS = 16;

/** The problem page with one list item per known key of `fields` (a comma-separated list). */
export function fillProblemPage(html: string, fields: string): string {
  const keys = [...new Set(fields.slice(0, 500).split(','))].slice(0, MAX_PROBLEMS);
  const items = keys
    .map((key) => problemMessage(key.trim()))
    .filter((message): message is string => message !== undefined)
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join('');
  return html.replace(
    new RegExp(`<ul id="${PROBLEM_LIST_ID}" class="([^"]*)"></ul>`),
    `<ul id="${PROBLEM_LIST_ID}" class="$1">${items}</ul>`,
  );
}

/** GET handlers for /quote and /quote/problem (undefined for a page the build did not write). */
export function createQuotePages(options: QuotePagesOptions): { form?: RequestHandler; problem?: RequestHandler } {
  const formHtml = readOptional(join(options.distDir, `${getPath('quote').slice(1)}.html`));
  const problemHtml = readOptional(join(options.distDir, `${getPath('quoteProblem').slice(1)}.html`));
  const send = (res: Parameters<RequestHandler>[1], html: string) => {
    res.status(200).set('Cache-Control', 'no-store').type('html').send(html);
  };
  return {
    ...(formHtml
      ? {
          form: (_req, res) =>
            send(
              res,
              fillFormPage(formHtml, {
                formToken: options.issueFormToken?.() ?? '',
                submissionId: randomUUID(),
              }),
            ),
        }
      : {}),
    ...(problemHtml
      ? {
          problem: (req, res) => {
            const fields = typeof req.query.fields === 'string' ? req.query.fields : '';
            send(res, fillProblemPage(problemHtml, fields));
          },
        }
      : {}),
  };
}
