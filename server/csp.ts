import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy of every answer. The build inlines the site's stylesheet into each
 * page (build/finish-build.ts); instead of `style-src 'unsafe-inline'`, the policy lists the
 * sha256 of each distinct inline `<style>` text, which the build writes to `cspManifestName` in
 * dist/ and the server reads at start, with the site index. Style attributes stay forbidden:
 * hashes do not cover them (that would need 'unsafe-hashes'), so no page may carry one.
 */

/** In dist/, beside the pages. A dotfile: never indexed, so never served (server/site.ts). */
export const cspManifestName = '.csp-hashes.json';

export interface CspManifest {
  /** CSP hash sources (`'sha256-<base64>'`) of every distinct inline <style> text, sorted. */
  styleHashes: string[];
  /** The same for every distinct inline script: the loader's start and the speculation rules. */
  scriptHashes: string[];
}

/** The CSP source that allows exactly this inline text: `'sha256-<base64 of its SHA-256>'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The first group of each match: an element's raw text, as the browser hashes it (no entities). */
const texts = (html: string, element: RegExp) => [...html.matchAll(element)].map((match) => match[1] ?? '');

/** The text of each `<style>` element of a page. */
export function inlineStyleTexts(html: string): string[] {
  return texts(html, /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi);
}

/**
 * The text of each inline script the CSP allows by hash: the loader's start
 * (`<script type="module">`) and the speculation rules. Chrome ignores 'inline-speculation-rules'
 * once the policy lists a hash, as it ignores 'unsafe-inline', so the rules are hashed too.
 */
export function inlineScriptTexts(html: string): string[] {
  return texts(html, /<script type="(?:module|speculationrules)">([\s\S]*?)<\/script\s*>/gi);
}

const hashPattern = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const isHashList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((hash) => typeof hash === 'string' && hashPattern.test(hash));

/**
 * The manifest of a build, or undefined when it has none (an older build, a test fixture): then
 * no inline style is allowed. A manifest that is not what the build writes is an error.
 */
export function readCspManifest(distDir: string): CspManifest | undefined {
  let text: string;
  try {
    text = readFileSync(join(distDir, cspManifestName), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as Partial<CspManifest>;
  const { styleHashes, scriptHashes = [] } = parsed;
  if (!isHashList(styleHashes) || !isHashList(scriptHashes)) {
    throw new Error(`${join(distDir, cspManifestName)} is not a CSP manifest: rebuild with npm run build`);
  }
  return { styleHashes, scriptHashes };
}

/** The policy's directives (helmet's format), with these inline style and script hashes allowed. */
export function contentSecurityPolicy(
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // By their hashes: the one inline module that starts the loader after the first paint, and
    // the pages' <script type="speculationrules"> (prefetch on hover: data for the browser, never
    // run as script; 'inline-speculation-rules' stays for a build without hashes). Nothing else
    // inline may run.
    'script-src': ["'self'", "'inline-speculation-rules'", ...scriptHashes],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
}
