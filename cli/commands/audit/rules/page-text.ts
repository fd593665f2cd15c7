import { isObject } from './json-ld';

// What a page says, as the text rules read it: visible text, attribute values and JSON-LD strings.

/** Visible text (no script or style contents), one entry per text node. */
export function textNodes(document: Document): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent === 'SCRIPT' || parent === 'STYLE' || parent === 'NOSCRIPT' || parent === 'TEMPLATE') continue;
    out.push(node.textContent ?? '');
  }
  return out;
}

/** Every attribute value of every element but scripts (their code is not text). */
export function attributeValues(document: Document): Array<{ name: string; value: string }> {
  const out: Array<{ name: string; value: string }> = [];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) out.push({ name: attr.name, value: attr.value });
  }
  return out;
}

/** String values (not property names) of every JSON-LD block that parses. */
export function jsonLdStrings(document: Document): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      walk(JSON.parse(script.textContent ?? ''));
    } catch {
      // reported by the JSON-LD rule
    }
  }
  return out;
}

export function excerpt(text: string, index: number): string {
  return JSON.stringify(
    text
      .slice(Math.max(0, index - 30), index + 30)
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
