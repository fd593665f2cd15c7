import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The files of a built site (Node only): the one listing of dist/ that the build's last step, the
 * dist tests, the audit, the size budgets and the prose check all use.
 */

/** Every file below `dir`, relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Whether a file of dist/ (relative, forward slashes) is a page: an .html file outside assets/. */
export function isPageFile(file: string): boolean {
  return file.endsWith('.html') && !file.startsWith('assets/');
}

/** The pages: every .html file below `dir`, relative with forward slashes, sorted; assets/ is skipped. */
export function listHtmlFiles(dir: string): string[] {
  return listFiles(dir).filter(isPageFile);
}
