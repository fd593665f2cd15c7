import { type DefaultTreeAdapterMap, parse } from 'parse5';

/**
 * The visible prose of a built page, as a list of blocks (one paragraph, list item, heading,
 * table cell, button ...). The language checks read these blocks: spelling and grammar over the
 * whole body, readability over <main>.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements whose text is never prose a visitor reads. */
const skipped = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'math']);

/** Elements that start and end a block of text: their text never runs into a neighbour's. */
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'select',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function find(node: Node, tag: string): Element | undefined {
  if (isElement(node) && node.tagName === tag) return node;
  if ('childNodes' in node) {
    for (const child of node.childNodes) {
      const found = find(child, tag);
      if (found) return found;
    }
  }
  return undefined;
}

/** A block of text and what holds it. */
export interface Block {
  text: string;
  /** The nearest block element around the text ("p", "li", "h2", "button" ...). */
  tag: string;
  /** Every character of the block is the text of a link (a card, a list of links). */
  linkOnly: boolean;
}

const wordChar = /[\p{L}\p{N}]/u;

/** Blocks of text below `root`, whitespace collapsed, empty ones dropped. */
function blocksOf(root: Node): Block[] {
  const blocks: Block[] = [];
  let buffer = '';
  let linkChars = 0;
  let inLink = 0;
  // Set at an inline element's edge: text on both sides of it that would otherwise run together
  // ("California" and "Sacramento" in two spans shown one above the other) is kept apart.
  let edge = false;
  const tags: string[] = [];
  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    const linked = linkChars >= buffer.replace(/\s+/g, '').length;
    if (text) blocks.push({ text, tag: tags[tags.length - 1] ?? 'body', linkOnly: linked });
    buffer = '';
    linkChars = 0;
  };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      const value = (node as DefaultTreeAdapterMap['textNode']).value;
      if (edge && wordChar.test(buffer.slice(-1)) && wordChar.test(value.charAt(0))) buffer += ' ';
      edge = false;
      buffer += value;
      if (inLink > 0) linkChars += value.replace(/\s+/g, '').length;
      return;
    }
    if (!isElement(node) && node.nodeName !== '#document' && node.nodeName !== '#document-fragment') return;
    if (isElement(node) && skipped.has(node.tagName)) return;
    const tag = isElement(node) ? node.tagName : '';
    const block = blockElements.has(tag);
    if (block) {
      flush();
      tags.push(tag);
    } else edge = true;
    if (tag === 'a') inLink++;
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if (tag === 'a') inLink--;
    if (block) {
      flush();
      tags.pop();
    } else edge = true;
  };
  walk(root);
  flush();
  return blocks;
}

/** Block elements that hold prose a visitor reads as sentences (not controls, not layout). */
const proseTags = new Set(['p', 'li', 'dd', 'dt', 'blockquote', 'summary', 'td', 'figcaption', 'caption', 'div']);

/**
 * The running prose of a page's <main>, for readability: paragraphs, list items, answers and
 * table cells. Headings, buttons, form labels and blocks that are only links (cards, lists of
 * cities) are not sentences and are left out.
 */
export function extractProse(html: string): string[] {
  const main = find(parse(html), 'main');
  if (!main) return [];
  return blocksOf(main)
    .filter((b) => proseTags.has(b.tag) && !b.linkOnly)
    .map((b) => b.text);
}

/** The prose blocks of a page: its <title> and meta description, then the text of `scope`. */
export function extractBlocks(html: string): string[] {
  const document = parse(html);
  const root = find(document, 'body');
  if (!root) return [];
  const blocks = blocksOf(root).map((b) => b.text);
  const head = find(document, 'head');
  const title = head ? find(head, 'title') : undefined;
  const description = head ? metaDescription(head) : undefined;
  return [...(title ? blocksOf(title).map((b) => b.text) : []), ...(description ? [description] : []), ...blocks];
}

function metaDescription(head: Element): string | undefined {
  for (const child of head.childNodes) {
    if (isElement(child) && child.tagName === 'meta') {
      const name = child.attrs.find((a) => a.name === 'name')?.value;
      if (name === 'description') return child.attrs.find((a) => a.name === 'content')?.value;
    }
  }
  return undefined;
}
