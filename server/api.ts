import express, { type Router } from 'express';
import { createQuotesRouter, type QuotesDeps } from './leads/quotes';

/**
 * The JSON API, mounted at /api by `createApp`, which does what every API route shares: JSON
 * bodies parsed (up to `jsonBodyLimit`; a bad body is a 400, a large one a 413), `no-store` on
 * every answer, 404 JSON for an unknown path and JSON for an error, never a stack trace.
 *
 * `POST /api/quotes` (lead intake, server/leads/quotes.ts) is mounted when its dependencies (the
 * database, the channels ...) are given; the server always gives them (server/index.ts).
 */
export interface ApiDeps {
  quotes?: QuotesDeps;
}

/** Request bodies are small JSON documents: anything larger is refused with 413. */
export const jsonBodyLimit = '16kb';

/** The quote form page's urlencoded posts: a dozen short fields. */
export const formBodyLimit = '8kb';

export function createApiRouter(deps: ApiDeps = {}): Router {
  const router = express.Router();
  if (deps.quotes) router.use(createQuotesRouter(deps.quotes));
  return router;
}
