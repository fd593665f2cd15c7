import type { AuditPage, AuditRule, Fault, Site } from '../audited-site';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function* objectsIn(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

function typesOf(node: Json): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The JSON-LD of one page: every block parses, and the types we use carry their required fields. */
export function jsonLdFaults(page: AuditPage): Fault[] {
  const faults: Fault[] = [];
  const fail = (message: string) => faults.push({ rule: 'json-ld', file: page.file, message });
  const nodes: Json[] = [];
  page.document.querySelectorAll('script[type="application/ld+json"]').forEach((script, i) => {
    try {
      nodes.push(...objectsIn(JSON.parse(script.textContent ?? '')));
    } catch (error) {
      fail(`block ${i + 1} does not parse: ${(error as Error).message}`);
    }
  });
  const byId = new Map<string, Json>();
  for (const n of nodes) {
    // A node, not a bare reference to one: {"@id": "..."} alone names nothing.
    if (typeof n['@id'] === 'string' && Object.keys(n).length > 1 && !byId.has(n['@id'])) byId.set(n['@id'], n);
  }
  const resolve = (v: unknown): Json | undefined => {
    if (!isObject(v)) return undefined;
    const ref = typeof v['@id'] === 'string' && Object.keys(v).length === 1 ? byId.get(v['@id']) : undefined;
    return ref ?? v;
  };
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.includes('BreadcrumbList')) {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length === 0) fail('BreadcrumbList has no itemListElement');
      else
        items.forEach((item, i) => {
          if (!isObject(item) || item.position !== i + 1) fail(`BreadcrumbList item ${i + 1} has no position ${i + 1}`);
          else if (!filled(item.name)) fail(`BreadcrumbList item ${i + 1} has no name`);
          else if (!filled(item.item) && !(isObject(item.item) && filled(item.item['@id'])))
            fail(`BreadcrumbList item ${i + 1} has no item`);
        });
    }
    if (types.includes('FAQPage')) {
      const questions = Array.isArray(node.mainEntity) ? node.mainEntity : node.mainEntity ? [node.mainEntity] : [];
      if (questions.length === 0) fail('FAQPage has no questions');
      questions.forEach((q, i) => {
        const question = resolve(q);
        const answer = resolve(question?.acceptedAnswer);
        if (!question || !filled(question.name)) fail(`FAQPage question ${i + 1} has no name`);
        else if (!answer || !filled(answer.text))
          fail(`FAQPage question ${i + 1} ("${String(question.name).slice(0, 40)}") has no answer`);
      });
    }
    if (types.includes('ItemList')) {
      const items = node.itemListElement;
      const count = Array.isArray(items) ? items.length : 0;
      if (node.numberOfItems !== count)
        fail(`ItemList numberOfItems is ${String(node.numberOfItems)}, but it lists ${count}`);
    }
    if (types.includes('Review')) {
      const item = resolve(node.itemReviewed);
      if (!item || !filled(item.name)) fail('Review does not name its itemReviewed');
    }
  }
  return faults;
}

function checkJsonLd(site: Site): Fault[] {
  return site.pages.flatMap(jsonLdFaults);
}

/** Every JSON-LD block parses, and the types we use carry their required fields. */
export const jsonLdRule: AuditRule = { names: ['json-ld'], checks: 'JSON-LD', check: checkJsonLd };
