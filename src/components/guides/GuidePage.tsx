import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import { getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import type { BylinePage } from '../../../content/data/authors';
import type { PageFrontMatter } from '../../content/schemas';
import { buildArticle } from '../../seo/jsonld-guides';
import { Byline } from '../content/Byline';
import { PageShell } from '../layout/PageShell';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';

/*
 * The frame and the shared parts of the guide pages, in one module so that they load as one
 * small chunk.
 */

/** A guide's front matter: a content page's (content/pages/*.md). */
export type GuideFrontMatter = PageFrontMatter;

export interface GuidePageProps {
  /** A guide: content/data/authors.ts gives its byline. */
  page: BylinePage;
  frontmatter: GuideFrontMatter;
  crumb: string;
  lede: ReactNode;
  /** JSON-LD nodes beside the Article (Service ...). */
  jsonLd?: readonly Thing[];
  children: ReactNode;
}

/**
 * A guide: PageShell with Article markup written by the agency, dated by the front matter's
 * `updated`, which the byline under the heading shows as the date the page was last reviewed.
 */
export function GuidePage({ page, frontmatter, crumb, lede, jsonLd = [], children }: GuidePageProps) {
  const path = getPath(page);
  const { title, description, heading, published, updated } = frontmatter;
  if (!updated) throw new Error(`the guide "${page}" needs an updated date in its front matter (its byline shows it)`);
  const article = buildArticle({
    path,
    headline: heading ?? title,
    description,
    datePublished: published,
    dateModified: updated,
  });
  return (
    <PageShell
      title={title}
      description={description}
      path={path}
      heading={heading}
      crumb={crumb}
      ogType="article"
      lede={lede}
      jsonLd={[article, ...jsonLd]}
    >
      <Byline page={page} reviewed={updated} />
      <div className="guide">{children}</div>
    </PageShell>
  );
}

/** A closing call to action: the Quick Quote button and the sales line, both from the one config. */
export function CallToAction({
  id = 'talk-to-an-agent',
  title,
  quoteLabel,
  children,
}: {
  id?: string;
  title: string;
  quoteLabel?: string;
  children: ReactNode;
}) {
  const { sales } = siteConfig.phones;
  return (
    <section className="cta-band" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <div className="actions">
        <QuickQuoteButton label={quoteLabel} />
        <a className="btn btn-outline" href={telHref(sales.e164)}>
          Call {sales.display}
        </a>
      </div>
    </section>
  );
}

/**
 * A box that scrolls on its own (a wide table on a phone, a long list): a labelled region that
 * keyboard users can focus and scroll with the arrow keys.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={className ?? 'table-scroll'} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
