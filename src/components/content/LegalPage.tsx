import type { ComponentType, ReactNode } from 'react';
import { formatLongDate } from '#core/format';
import type { PageName } from '#core/paths';
import { getPath } from '#core/paths';
import { PageShell } from '../layout/PageShell';

export interface LegalPageProps {
  page: PageName;
  frontmatter: { title: string; description: string; heading?: string; updated?: string };
  Content: ComponentType;
  lede: ReactNode;
  crumb?: string;
  /** Sections written in TSX, after the markdown (facts the markdown tokens do not cover). */
  children?: ReactNode;
}

/** The frame of the privacy policy, terms and accessibility statement: the text and its date. */
export function LegalPage({ page, frontmatter, Content, lede, crumb, children }: LegalPageProps) {
  return (
    <PageShell
      title={frontmatter.title}
      description={frontmatter.description}
      path={getPath(page)}
      heading={frontmatter.heading}
      crumb={crumb}
      lede={lede}
    >
      {frontmatter.updated ? (
        <p className="updated">
          Last updated: <time dateTime={frontmatter.updated}>{formatLongDate(frontmatter.updated)}</time>
        </p>
      ) : null}
      <div className="prose">
        <Content />
        {children}
      </div>
    </PageShell>
  );
}
