import { automatedReadability } from 'automated-readability';
import { colemanLiau } from 'coleman-liau';
import { fleschKincaid } from 'flesch-kincaid';
import { gunningFog } from 'gunning-fog';
import type { Root } from 'nlcst';
import { toString as nlcstToString } from 'nlcst-to-string';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import { smogFormula } from 'smog-formula';
import { syllable } from 'syllable';
import { visit } from 'unist-util-visit';

/**
 * Grammar and readability of English prose, with the unified family (retext).
 *
 * - grammar: retext-indefinite-article ("a Ohio", "an house") and retext-repeated-words ("the
 *   the"); every message is a finding.
 * - readability: the Flesch-Kincaid grade of a text (its US school grade), counted on the
 *   retext sentence tree with `syllable`; retext-readability names the sentences that its seven
 *   formulas find too hard for a reader of the target age.
 */

export interface GrammarFinding {
  /** The text around the finding. */
  excerpt: string;
  message: string;
  rule: string;
}

const grammar = retext().use(retextEnglish).use(retextIndefiniteArticle).use(retextRepeatedWords);

/**
 * retext-indefinite-article leaves a capitalised word it does not know alone (it may be an
 * acronym), so "a Ohio" would pass. A name written in mixed case is not an acronym: its first
 * letter is lowered after "a" or "an" (same length, same offsets) so that the plugin judges it
 * by its sound like any word. All-capital words ("an FAQ") are left as they are.
 */
export function lowerNamesAfterArticles(text: string): string {
  return text.replace(
    /\b([Aa]n?)(\s+)(\p{Lu})(?=\p{Ll})/gu,
    (_m, article: string, space: string, first: string) => `${article}${space}${first.toLowerCase()}`,
  );
}

/** Grammar findings of one block of text (a paragraph, a list item, a heading). */
export function checkGrammar(text: string): GrammarFinding[] {
  // A block that is a letter grade ("A (as reported)", a carrier's financial rating) has no article.
  if (/^[A-F][+-]{0,2} \(/.test(text) && !/^[A-F][+-]{0,2} \([^)]*\) \p{L}/u.test(text)) return [];
  const file = grammar.processSync(lowerNamesAfterArticles(text));
  return file.messages.map((m) => {
    const start = m.place && 'start' in m.place ? (m.place.start.offset ?? 0) : 0;
    return {
      excerpt: text.slice(Math.max(0, start - 30), start + 40),
      message: m.reason,
      rule: `${m.source}:${m.ruleId}`,
    };
  });
}

/**
 * Usage that neither plugin knows, each with the fix: British phrasing a US reader trips on, and
 * "between X to Y" (US English says "between X and Y" or "from X to Y").
 */
const usageRules: ReadonlyArray<{ rule: string; pattern: RegExp; message: string }> = [
  {
    rule: 'between-to',
    // "between" and one item (a figure, a word) followed by "to": "between $2,000 to $50,000".
    pattern: /\bbetween\s+\S*[^\s,.;:]\s+to\b/giu,
    message: 'Use "between X and Y" or "from X to Y"',
  },
  { rule: 'at-weekends', pattern: /\bat (?:the )?weekends?\b/giu, message: 'US English says "on weekends"' },
];

export function checkUsage(text: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const { rule, pattern, message } of usageRules) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      out.push({ excerpt: text.slice(Math.max(0, start - 30), start + 40), message, rule: `usage:${rule}` });
    }
  }
  return out;
}

export interface Readability {
  /** The page's reading grade: the median of the five grade formulas, one decimal. */
  grade: number;
  /** Each formula's US school grade, one decimal. */
  formulas: Record<'fleschKincaid' | 'colemanLiau' | 'automatedReadability' | 'gunningFog' | 'smog', number>;
  sentences: number;
  words: number;
  /** Sentences that retext-readability finds too hard for a reader of the target grade. */
  hard: string[];
}

/** A reader in US grade 8 is 13 to 14 years old. */
export const gradeToAge = (grade: number) => grade + 6;

const round1 = (n: number) => Math.round(n * 10) / 10;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Reading grade of a page's prose blocks. Each block is its own paragraph, so a list item
 * without a full stop counts as one sentence, as a reader takes it. No single formula is
 * trusted: Flesch-Kincaid counts syllables, Coleman-Liau and ARI count letters, Gunning Fog and
 * SMOG count long words; the page's grade is their median.
 */
export function readability(blocks: readonly string[], targetGrade = 8): Readability {
  const processor = retext()
    .use(retextEnglish)
    .use(retextReadability, { age: gradeToAge(targetGrade), minWords: 8 });
  const text = blocks.join('\n\n');
  const tree = processor.parse(text) as Root;
  const counts = { sentence: 0, word: 0, syllable: 0, letter: 0, character: 0, polysillabicWord: 0, complex: 0 };
  visit(tree, 'SentenceNode', (sentence) => {
    let words = 0;
    visit(sentence, 'WordNode', (word) => {
      const value = nlcstToString(word);
      // Figures ("$2,000", "85") are read as numbers, not as long words.
      if (!/\p{L}/u.test(value)) return;
      words++;
      const syllables = Math.max(1, syllable(value));
      const letters = value.replace(/[^\p{L}]/gu, '').length;
      counts.syllable += syllables;
      counts.letter += letters;
      counts.character += letters;
      if (syllables >= 3) {
        counts.polysillabicWord++;
        // Gunning Fog leaves out names (a capital not at the start of the sentence).
        if (value.charAt(0) === value.charAt(0).toLowerCase() || words === 1) counts.complex++;
      }
    });
    if (words > 0) {
      counts.sentence++;
      counts.word += words;
    }
  });
  const formulas = {
    fleschKincaid: round1(fleschKincaid(counts)),
    colemanLiau: round1(colemanLiau(counts)),
    automatedReadability: round1(automatedReadability(counts)),
    gunningFog: round1(gunningFog({ ...counts, complexPolysillabicWord: counts.complex })),
    smog: round1(smogFormula(counts)),
  };
  const file = processor.processSync(text);
  const hard = file.messages.map((m) => String(m.actual ?? ''));
  return {
    grade: round1(median(Object.values(formulas))),
    formulas,
    sentences: counts.sentence,
    words: counts.word,
    hard,
  };
}
