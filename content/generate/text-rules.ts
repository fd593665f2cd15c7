/**
 * The rules the words of a state or city page obey, as data: patterns of sentences that describe
 * the agency's own dealings with a place or its people (which no data can back), and patterns of
 * statistics stated without a source. The generator's output is checked against them in its unit
 * tests, and the audit checks every built place page (cli/commands/audit/rules/place-text.ts).
 */

export interface TextRule {
  /** What kind of claim it catches. */
  kind: 'experience' | 'statistic';
  /** Why the sentence may not stand, in a few words. */
  reason: string;
  pattern: RegExp;
}

const people = '(?:residents|families|seniors|people|locals|customers|clients|callers|buyers|retirees|neighbors|folks)';

export const textRules: readonly TextRule[] = [
  {
    kind: 'experience',
    reason: 'what the agency or its agents do, hear or see in a place',
    pattern:
      /\b(?:we|our (?:agents?|team|staff|advisers|advisors))\s+(?:\w+\s+){0,2}?(?:talk|talks|hear|heard|see|saw|meet|met|serve|served|help|helped|speak|spoke|work with|worked with|notice|noticed)\b/i,
  },
  {
    kind: 'experience',
    reason: 'what the agency hears from a place',
    pattern: /\b(?:questions?|calls?|requests?)\s+(?:that\s+)?we\s+(?:hear|get|receive|answer)\b/i,
  },
  {
    kind: 'experience',
    reason: 'the people the agency helps or serves',
    pattern: new RegExp(String.raw`\b${people}\s+(?:that\s+|who\s+)?(?:we|our agents?)\s+\w+`, 'i'),
  },
  {
    kind: 'experience',
    reason: 'what people in a place usually do, without a source',
    pattern: new RegExp(
      String.raw`\b${people}\b[^.!?]{0,60}?\b(?:usually|often|typically|commonly|mostly|generally|tend to|like to|prefer to)\b`,
      'i',
    ),
  },
  {
    kind: 'experience',
    reason: 'who calls the agency, and when',
    pattern: /\b(?:call|calls|called|contact|ask|asks|asked)\s+us\s+(?:after|when|about|every|most|first)\b/i,
  },
  {
    kind: 'statistic',
    reason: 'what most people pay or choose, without a source',
    pattern: new RegExp(
      String.raw`\bmost\s+(?:[\w.'-]+\s+){0,3}?${people}\s+(?:\w+\s+)?(?:pay|paid|choose|chose|pick|buy|bought|spend|need|want|have)\b`,
      'i',
    ),
  },
  {
    kind: 'statistic',
    reason: 'a share given without a source',
    pattern: /\b\d+(?:\.\d+)?\s?(?:%|percent\b)|\b(?:\w+|\d+) (?:in|out of) (?:ten|10|five|5|four|4|three|3)\b/i,
  },
  {
    kind: 'statistic',
    reason: 'an average without its source (the pages give sourced medians)',
    pattern: /\b(?:national|state|local|the)\s+average\b|\bon average\b/i,
  },
  {
    kind: 'statistic',
    reason: 'a typical price without a source',
    pattern:
      /\b(?:typical(?:ly)?|usually|generally)\s+(?:\w+\s+){0,3}?(?:costs?|pays?|runs?)\s+(?:about|around|roughly)?\s*\$/i,
  },
];

export interface TextFault {
  rule: TextRule;
  /** The sentence that breaks it. */
  sentence: string;
}

/** The sentences of a text, split after ., ! or ? followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Every sentence of the text that breaks a rule, with the first rule it breaks. */
export function textFaults(text: string, rules: readonly TextRule[] = textRules): TextFault[] {
  const faults: TextFault[] = [];
  for (const sentence of sentencesOf(text)) {
    const rule = rules.find((r) => r.pattern.test(sentence));
    if (rule) faults.push({ rule, sentence });
  }
  return faults;
}

/**
 * A sentence's template: its words with the given names (the city, state and county) and every
 * number replaced, lower case. Two pages whose sentences have the same template say the same thing
 * about different places.
 */
export function sentenceTemplate(sentence: string, names: readonly string[]): string {
  let out = sentence;
  for (const name of [...names].filter((n) => n.length > 0).sort((a, b) => b.length - a.length)) {
    out = out.split(name).join('<name>');
  }
  return out
    .replace(/\$?\d[\d,.]*/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export interface PageSentences {
  /** The page, for reports. */
  page: string;
  /** The names its sentences are about (city, state, county). */
  names: readonly string[];
  text: string;
}

const wordCount = (s: string) => s.split(/\s+/).filter((w) => /\w/.test(w)).length;

/**
 * The share of the pages' words that sit in sentences whose template appears on at least one other
 * page: 0 for pages that share nothing, 1 for pages that differ only by their names and numbers.
 */
export function sharedSentenceShare(pages: readonly PageSentences[]): { words: number; shared: number; share: number } {
  const templatesOf = pages.map((p) => sentencesOf(p.text).map((s) => ({ s, t: sentenceTemplate(s, p.names) })));
  const pagesWith = new Map<string, number>();
  for (const list of templatesOf) {
    for (const t of new Set(list.map((x) => x.t))) pagesWith.set(t, (pagesWith.get(t) ?? 0) + 1);
  }
  let words = 0;
  let shared = 0;
  for (const list of templatesOf) {
    for (const { s, t } of list) {
      const n = wordCount(s);
      words += n;
      if ((pagesWith.get(t) ?? 0) >= 2) shared += n;
    }
  }
  return { words, shared, share: words === 0 ? 0 : shared / words };
}

/** The words of a text for shingling: lower case, letters and digits only. */
function shingleWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9$]+/)
    .filter((w) => w.length > 0);
}

/** The set of `size`-word shingles of a text (every run of `size` consecutive words). */
export function shingles(text: string, size = 5): Set<string> {
  const words = shingleWords(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

/** Jaccard similarity of two sets: shared over all; 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export interface ShingleOverlap {
  /** The highest Jaccard overlap of 5-word shingles between two pages (0 with fewer than two pages). */
  max: number;
  /** The two pages that reach it. */
  pair?: [string, string];
}

/** The largest shingle overlap between any two of the pages, and which two. */
export function maxShingleOverlap(pages: ReadonlyArray<{ page: string; text: string }>, size = 5): ShingleOverlap {
  const sets = pages.map((p) => ({ page: p.page, set: shingles(p.text, size) }));
  let best: ShingleOverlap = { max: 0 };
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i];
      const b = sets[j];
      if (!a || !b) continue;
      const overlap = jaccard(a.set, b.set);
      if (overlap > best.max) best = { max: overlap, pair: [a.page, b.page] };
    }
  }
  return best;
}
