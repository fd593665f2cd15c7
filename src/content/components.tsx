import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MdTag } from './tree';

type Props = { children?: ReactNode; [key: string]: unknown };

function MdLink({ href, children }: Props) {
  const target = String(href ?? '');
  if (target.startsWith('/') && !target.startsWith('//')) return <Link to={target}>{children}</Link>;
  if (/^(mailto|tel):/.test(target) || target.startsWith('#')) return <a href={target}>{children}</a>;
  return (
    <a href={target} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function MdTable({ children }: Props) {
  return (
    // A wide table scrolls on its own instead of widening the page; the region is focusable so
    // keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-label="Table">
      <table>{children}</table>
    </section>
  );
}

/**
 * THE component map: the only elements markdown may produce. A markdown file using anything
 * else fails the build (markdown.server.ts checks against these keys).
 */
export const mdComponents = {
  h2: (p: Props) => <h2 {...p} />,
  h3: (p: Props) => <h3 {...p} />,
  h4: (p: Props) => <h4 {...p} />,
  p: (p: Props) => <p {...p} />,
  a: MdLink,
  strong: (p: Props) => <strong {...p} />,
  em: (p: Props) => <em {...p} />,
  ul: (p: Props) => <ul {...p} />,
  ol: (p: Props) => <ol {...p} />,
  li: (p: Props) => <li {...p} />,
  blockquote: (p: Props) => <blockquote {...p} />,
  hr: () => <hr />,
  br: () => <br />,
  table: MdTable,
  thead: (p: Props) => <thead {...p} />,
  tbody: (p: Props) => <tbody {...p} />,
  tr: (p: Props) => <tr {...p} />,
  th: (p: Props) => <th {...p} />,
  td: (p: Props) => <td {...p} />,
} satisfies Record<MdTag, ComponentType<Props>>;
