import { relative, sep } from 'node:path';
import matter from 'gray-matter';
import type { Element, ElementContent, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Plugin } from 'vite';
import { disclosures, facts, fullBenefitPointer, operations } from '#core/facts';
import { slugify } from '#core/paths';
import { analyticsPolicy, privacySharing } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { gradedDefinition } from '../../content/data/glossary';
import { guaranteedIssueSummary } from '../../content/data/guaranteed-issue';
import { startingPriceSentence } from '../../content/data/insurer-plans/claims';
import { type ContentKind, contentKinds } from './schemas';
import { type MdElement, type MdNode, type MdProps, mdTags } from './tree';

/**
 * Markdown is parsed here, at build time only: gray-matter reads the front matter (checked with
 * the zod schema of the file's content kind), unified runs remark-parse -> remark-gfm ->
 * remark-rehype, and the resulting tree is reduced to the compact MdNode form, restricted to the
 * tags of the one component map. The browser receives that data and a 20-line renderer.
 */
export class MarkdownError extends Error {
  override name = 'MarkdownError';
}

/**
 * Figures and contact details are never typed into markdown: write {{coverageRange}},
 * {{salesPhone}} ... and the build fills in the value from site.config. An unknown name fails the
 * build, so no placeholder can reach a page.
 */
export const markdownTokens: Readonly<Record<string, string>> = {
  ...facts,
  startingPrice: startingPriceSentence,
  claimHelp: operations.claimHelp,
  accessibilityReply: operations.accessibilityReply,
  optOutDays: operations.optOutDays,
  healthAnswersKept: operations.healthAnswersKept,
  healthQuestionsDisclosure: disclosures.healthQuestions,
  waitingPeriodDisclosure: disclosures.waitingPeriod,
  fullBenefitDisclosure: disclosures.fullBenefit,
  fullBenefitPointer,
  gradedDefinition,
  companyName: siteConfig.company.name,
  legalName: siteConfig.company.legalName,
  privacySharing,
  analyticsPolicy: analyticsPolicy(siteConfig.measurement),
  npn: `${siteConfig.npn.number}${siteConfig.npn.placeholder ? ' (example number, not yet real)' : ''}`,
  guaranteedIssuePlans: guaranteedIssueSummary(),
  salesPhone: siteConfig.phones.sales.display,
  salesTel: `tel:${siteConfig.phones.sales.e164}`,
  helpPhone: siteConfig.phones.help.display,
  helpTel: `tel:${siteConfig.phones.help.e164}`,
  email: siteConfig.email,
  mailto: `mailto:${siteConfig.email}`,
  address: `${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`,
};

export function fillTokens(
  text: string,
  file: string,
  tokens: Readonly<Record<string, string>> = markdownTokens,
): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_all, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new MarkdownError(`${file}: unknown token {{${name}}} (known: ${Object.keys(tokens).join(', ')})`);
    }
    return value;
  });
}

const allowed = new Set<string>(mdTags);
/** Elements whose whitespace-only text children are layout, not content. */
const blockParents = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'blockquote', 'root']);

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

function propsOf(node: Element, file: string): MdProps | null {
  const out: MdProps = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'href') out.href = String(value);
    else if (key === 'id') out.id = String(value);
    else if (key === 'align')
      continue; // table alignment: our tables align by CSS
    else if (key === 'start') out.start = Number(value);
    else if (key === 'className' && Array.isArray(value))
      continue; // gfm helper classes
    else throw new MarkdownError(`${file}: attribute "${key}" on <${node.tagName}> is not allowed in markdown`);
  }
  return Object.keys(out).length > 0 ? out : null;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

interface Compiled {
  frontmatter: Record<string, unknown>;
  tree: MdNode[];
  headings: Array<{ id: string; text: string }>;
}

function convert(nodes: readonly ElementContent[], parent: string, file: string, state: CompileState): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (blockParents.has(parent) && node.value.trim() === '') continue;
      out.push(node.value);
    } else if (node.type === 'element') {
      if (node.tagName === 'h1') throw new MarkdownError(`${file}: use ## headings; the page writes its own <h1>`);
      if (!allowed.has(node.tagName)) {
        throw new MarkdownError(
          `${file}: <${node.tagName}> is not in the markdown component map (${mdTags.join(', ')})`,
        );
      }
      let props = propsOf(node, file);
      if (node.tagName === 'h2' || node.tagName === 'h3') {
        const text = textOf(node).trim();
        const base = slugify(text) || 'section';
        const count = state.ids.get(base) ?? 0;
        state.ids.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count + 1}`;
        props = { ...(props ?? {}), id };
        if (node.tagName === 'h2') state.headings.push({ id, text });
      }
      const element: MdElement = [node.tagName, props, ...convert(node.children, node.tagName, file, state)];
      out.push(element);
    }
    // comments and raw HTML are dropped: remark-rehype runs without allowDangerousHtml
  }
  return out;
}

interface CompileState {
  ids: Map<string, number>;
  headings: Array<{ id: string; text: string }>;
}

export function kindOf(file: string, kinds: readonly ContentKind[] = contentKinds): ContentKind {
  const kind = kinds.find((k) => k.pattern.test(file));
  if (!kind) throw new MarkdownError(`${file}: not in a content folder with a schema (see src/content/schemas.ts)`);
  return kind;
}

/**
 * A markdown file split into its front matter, tokens filled and checked against its folder's
 * schema (every fault listed, with the file), and its text with tokens filled. Tokens are filled
 * before parsing, so a value may carry markdown-significant text safely only when it is plain:
 * every token value is plain text or a URL. The one front matter check of the build: the guides'
 * and legal pages' compiler below and the place pages' (place-markdown.server.ts) both call it.
 */
export function readMarkdownFile(
  source: string,
  file: string,
  kinds: readonly ContentKind[] = contentKinds,
): { frontmatter: Record<string, unknown>; text: string } {
  const kind = kindOf(file, kinds);
  // Options (the defaults) turn off gray-matter's cache, which keeps every file it ever read,
  // with a Buffer copy, keyed by its whole text: 10,000 city pages' text for the whole build
  // (decision 0081). Each file is read once per build anyway.
  const parsed = matter(source, {});
  const data = Object.fromEntries(
    Object.entries(parsed.data as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? fillTokens(v, file) : v,
    ]),
  );
  const result = kind.schema.safeParse(data);
  if (!result.success) {
    const faults = result.error.issues.map(
      (i) => `${file}: front matter ${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new MarkdownError(faults.join('\n'));
  }
  return { frontmatter: result.data as Record<string, unknown>, text: fillTokens(parsed.content, file) };
}

/** The text of a markdown file (front matter removed, tokens filled) as the component tree. */
export function compileMarkdownText(text: string, file: string): Pick<Compiled, 'tree' | 'headings'> {
  const hast = processor.runSync(processor.parse(text)) as Root;
  const state: CompileState = { ids: new Map(), headings: [] };
  return { tree: convert(hast.children as ElementContent[], 'root', file, state), headings: state.headings };
}

/** Compiles one markdown file. `file` is its path relative to the project root (for messages). */
export function compileMarkdown(source: string, file: string, kinds: readonly ContentKind[] = contentKinds): Compiled {
  const { frontmatter, text } = readMarkdownFile(source, file, kinds);
  return { frontmatter, ...compileMarkdownText(text, file) };
}

/** The JavaScript module a .md import becomes. */
export function toModule(compiled: Compiled, rendererPath: string): string {
  return [
    `import { renderMarkdown } from ${JSON.stringify(rendererPath)};`,
    `export const frontmatter = ${JSON.stringify(compiled.frontmatter)};`,
    `export const headings = ${JSON.stringify(compiled.headings)};`,
    `export const tree = ${JSON.stringify(compiled.tree)};`,
    'export default function MarkdownContent() { return renderMarkdown(tree); }',
    '',
  ].join('\n');
}

/** Vite plugin: `import Content, { frontmatter } from '../../content/pages/about.md'`. */
export function markdownPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'site-markdown',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const file = relative(root, id).split(sep).join('/');
      const compiled = compileMarkdown(source, file);
      return { code: toModule(compiled, '/src/content/render.tsx'), map: null };
    },
  };
}
