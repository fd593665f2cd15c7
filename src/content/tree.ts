/**
 * The compact form of a markdown document that ships to the browser: a text node is a string;
 * an element is [tag, props, ...children], where tag is a key of the one component map.
 * Produced at build by markdown.server.ts; rendered by render.tsx. No parser reaches the browser.
 */
export type MdProps = Record<string, string | number | boolean>;
export type MdNode = string | MdElement;
export type MdElement = [tag: string, props: MdProps | null, ...children: MdNode[]];

/** The tags markdown may produce: exactly the keys of the component map (components.tsx). */
export const mdTags = [
  'h2',
  'h3',
  'h4',
  'p',
  'a',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export type MdTag = (typeof mdTags)[number];
