import { type AuditRule, type Fault, indexable, type RuleName, type Site } from '../audited-site';

function checkDuplicates(site: Site): Fault[] {
  const faults: Fault[] = [];
  const groups = {
    'duplicate-title': new Map<string, string[]>(),
    'duplicate-description': new Map<string, string[]>(),
  };
  for (const page of site.pages.filter(indexable)) {
    const title = page.document.querySelector('title')?.textContent?.trim();
    const description = page.document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
    if (title) groups['duplicate-title'].set(title, [...(groups['duplicate-title'].get(title) ?? []), page.file]);
    if (description) {
      groups['duplicate-description'].set(description, [
        ...(groups['duplicate-description'].get(description) ?? []),
        page.file,
      ]);
    }
  }
  for (const [rule, map] of Object.entries(groups) as Array<[RuleName, Map<string, string[]>]>) {
    for (const [text, files] of map) {
      if (files.length < 2) continue;
      for (const file of files) {
        faults.push({
          rule,
          file,
          message: `${rule === 'duplicate-title' ? 'title' : 'description'} ${JSON.stringify(text.slice(0, 80))} is also on ${files.filter((f) => f !== file).join(', ')}`,
        });
      }
    }
  }
  return faults;
}

/** No two indexable pages share a title or a meta description. */
export const duplicatesRule: AuditRule = {
  names: ['duplicate-title', 'duplicate-description'],
  checks: 'duplicate titles and descriptions',
  check: checkDuplicates,
};
