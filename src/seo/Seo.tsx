import type { Thing } from 'schema-dts';
import { Head } from 'vite-react-ssg';
import { absoluteUrl, canonicalPath } from '#core/paths';
import { siteConfig } from '#core/site.config';
import {
  buildAgency,
  buildBreadcrumbs,
  buildGraph,
  buildWebPage,
  buildWebSite,
  type Crumb,
  serializeJsonLd,
} from './jsonld';
import { imageUrl, shareImage, shareImageKind } from './share-images';

export interface SeoProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** The page's site path; its absolute form is the canonical URL. */
  path: string;
  /** Breadcrumb steps after Home. Omit on the home page. */
  breadcrumbs?: readonly Crumb[];
  /** Error pages: robots noindex, no canonical. */
  noindex?: boolean;
  /** Open Graph type. */
  ogType?: 'website' | 'article';
  /** Legacy paths: refresh to this target (for static hosts; the server answers 301). */
  redirectTo?: string;
  /** Further JSON-LD nodes for this page (Article, FAQPage, Service, Review ...). */
  jsonLd?: readonly Thing[];
}

export function pageTitle(title: string): string {
  const name = siteConfig.company.name;
  return title === name ? name : `${title} | ${name}`;
}

/** The one component that writes head tags. Pages never write <meta> themselves. */
export function Seo({
  title,
  description,
  path,
  breadcrumbs,
  noindex = false,
  ogType = 'website',
  jsonLd = [],
  redirectTo,
}: SeoProps) {
  const fullTitle = pageTitle(title);
  const canonical = absoluteUrl(canonicalPath(path));
  const image = shareImage(shareImageKind(path, ogType), siteConfig.company.name);
  const nodes: Thing[] = [buildAgency(), buildWebSite()];
  if (!noindex) {
    const hasBreadcrumb = Boolean(breadcrumbs && breadcrumbs.length > 0);
    nodes.push(buildWebPage({ path, title: fullTitle, description, hasBreadcrumb }));
    if (hasBreadcrumb && breadcrumbs) nodes.push(buildBreadcrumbs(breadcrumbs));
    nodes.push(...jsonLd);
  }
  return (
    <Head>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {redirectTo ? <meta httpEquiv="refresh" content={`0; url=${redirectTo}`} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={siteConfig.company.name} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={imageUrl(image)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json">{serializeJsonLd(buildGraph(nodes))}</script>
    </Head>
  );
}
