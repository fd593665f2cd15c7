import { getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import Content, { frontmatter } from '../../content/pages/process.md';
import { PageShell } from '../components/layout/PageShell';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';

export function Component() {
  const { sales } = siteConfig.phones;
  return (
    <PageShell
      title={frontmatter.title}
      description={frontmatter.description}
      path={getPath('process')}
      heading={frontmatter.heading}
      crumb="Our Process"
      lede="Getting covered takes three steps: a free quote, a call with a licensed agent, and an application by phone. Most people finish in a single call."
    >
      <div className="prose">
        <Content />
      </div>
      <section aria-labelledby="ready">
        <h2 id="ready">Ready for step one?</h2>
        <div className="actions">
          <QuickQuoteButton />
          <a className="btn btn-outline" href={telHref(sales.e164)}>
            Call {sales.display}
          </a>
        </div>
      </section>
    </PageShell>
  );
}
