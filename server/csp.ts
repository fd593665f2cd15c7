import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy of every answer. The build inlines the site's stylesheet into each
 * page (scripts/finish-build.ts); instead of `style-src 'unsafe-inline'`, the policy lists the
 * sha256 of each distinct inline `<style>` text, which the build writes to `cspManifestName` in
 * dist/ and the server reads at start, with the site index. Style attributes stay forbidden:
 * hashes do not cover them (that would need 'unsafe-hashes'), so no page may carry one.
 */

/** In dist/, beside the pages. A dotfile: never indexed, so never served (server/site.ts). */
export const cspManifestName = '.csp-hashes.json';

export interface CspManifest {
  /** CSP hash sources (`'sha256-<base64>'`) of every distinct inline <style> text, sorted. */
  styleHashes: string[];
}

/** The CSP source that allows exactly this inline text: `'sha256-<base64 of its SHA-256>'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of each `<style>` element of a page, as the browser hashes it (raw text, no entities). */
export function inlineStyleTexts(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

const hashPattern = /^'sha256-[A-Za-z0-9+/]{43}='$/;

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
  const hashes = parsed.styleHashes;
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && hashPattern.test(hash))) {
    throw new Error(`${join(distDir, cspManifestName)} is not a CSP manifest: rebuild with npm run build`);
  }
  return { styleHashes: hashes };
}

/** The policy's directives (helmet's format), with these inline style hashes allowed. */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // 'inline-speculation-rules': the pages' <script type="speculationrules"> (prefetch on hover),
    // which is data for the browser, never run as script. Nothing else inline may run.
    'script-src': ["'self'", "'inline-speculation-rules'"],
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
