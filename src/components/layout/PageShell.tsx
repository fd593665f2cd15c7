import type { ReactNode } from 'react';
import { Seo, type SeoProps } from '../../seo/Seo';
import { Breadcrumbs } from './Breadcrumbs';

export interface PageShellProps extends Omit<SeoProps, 'breadcrumbs'> {
  /** The visible H1; defaults to the SEO title. */
  heading?: string;
  /** One or two sentences under the heading. */
  lede?: ReactNode;
  /** The breadcrumb name of this page; defaults to the heading. */
  crumb?: string;
  /** Steps between Home and this page (e.g. the state on a city page). */
  parents?: ReadonlyArray<{ name: string; path: string }>;
  children?: ReactNode;
}

/**
 * The frame of every content page: head tags (through <Seo>), the breadcrumb trail, the H1 and
 * its lede. The breadcrumb shown and the BreadcrumbList in JSON-LD come from the same list.
 */
export function PageShell({ heading, lede, crumb, parents = [], children, ...seo }: PageShellProps) {
  const h1 = heading ?? seo.title;
  const crumbs = [...parents, { name: crumb ?? h1, path: seo.path }];
  return (
    <>
      <Seo {...seo} breadcrumbs={crumbs} />
      <div className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={crumbs} />
          <h1>{h1}</h1>
          {lede ? <p className="lede">{lede}</p> : null}
        </div>
      </div>
      <div className="container page-body">{children}</div>
    </>
  );
}
