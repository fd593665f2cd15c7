// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead, Helmet, readHead } from './client-head';

const head = (canonical: string, robots?: boolean) => (
  <>
    <html lang="en" />
    <title>{`Page ${canonical}`}</title>
    <meta name="description" content={`About ${canonical}`} />
    {robots ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={canonical} />}
    <meta httpEquiv="refresh" content="0; url=/faq" />
    <script type="application/ld+json">{`{"@id":"${canonical}"}`}</script>
  </>
);

describe('client head', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title data-rh="true">Old</title><meta data-rh="true" name="description" content="Old"><meta charset="UTF-8"><link rel="stylesheet" href="/app.css">';
  });

  it('reads title, html attributes and tags, with React prop names turned into attributes', () => {
    const read = readHead(head('https://x.test/a'));
    expect(read.title).toBe('Page https://x.test/a');
    expect(read.htmlAttrs).toEqual({ lang: 'en' });
    expect(read.tags.find((t) => t.attrs['http-equiv'])?.attrs.content).toBe('0; url=/faq');
    expect(read.tags.find((t) => t.tag === 'script')?.text).toBe('{"@id":"https://x.test/a"}');
  });

  it('updates the title and replaces exactly the data-rh tags, leaving the others alone', () => {
    applyHead(document, head('https://x.test/a'));
    expect(document.title).toBe('Page https://x.test/a');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About https://x.test/a');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.test/a');
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();

    // Navigating to a noindex page drops the canonical and adds robots; and back again.
    applyHead(document, head('https://x.test/b', true));
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    applyHead(document, head('https://x.test/c'));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelectorAll('[data-rh]')).toHaveLength(5);
  });

  it('leaves matching tags in place (hydration of a prerendered head changes nothing)', () => {
    applyHead(document, head('https://x.test/a'));
    const canonical = document.querySelector('link[rel="canonical"]');
    applyHead(document, head('https://x.test/a'));
    expect(document.querySelector('link[rel="canonical"]')).toBe(canonical);
  });

  it('applies the head after render as a component', () => {
    render(<Helmet>{head('https://x.test/z')}</Helmet>);
    expect(document.title).toBe('Page https://x.test/z');
  });
});
