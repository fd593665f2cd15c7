/** A markdown file under content/, compiled at build by src/content/markdown.server.ts. */
declare module '*.md' {
  import type { ComponentType } from 'react';
  import type { MdNode } from './tree';
  /** Front matter, checked against its kind's schema at build (src/content/schemas.ts). */
  export const frontmatter: {
    title: string;
    description: string;
    heading?: string;
    published?: string;
    updated?: string;
    [field: string]: unknown;
  };
  export const tree: MdNode[];
  /** The headings (level 2) with their ids, for tables of contents. */
  export const headings: Array<{ id: string; text: string }>;
  const Content: ComponentType;
  export default Content;
}
