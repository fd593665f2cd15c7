// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPlace, type Place, PlacePart, readPlace } from './PlaceContent';

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'InsuranceAgency', '@id': 'https://www.example.com/#agency', name: 'Agency' },
    { '@type': 'WebSite', name: 'Site' },
    { '@type': 'WebPage', name: 'Page' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
    { '@type': 'Service', name: 'Burial insurance in Austin, Texas' },
    { '@type': 'FAQPage', mainEntity: [] },
  ],
});

function pageHtml(id: string, text: string): string {
  return `<!DOCTYPE html><html><head><meta name="description" content="About ${id}."><script type="application/ld+json">${jsonLd}</script></head><body><main><div class="place-part" data-place-part="${id}:text">${text}</div><p>shell</p><div class="place-part" data-place-part="${id}:more"><p>More</p></div></main></body></html>`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('reading a place back from its prerendered HTML', () => {
  it('takes the parts, the description and the place-specific JSON-LD nodes', () => {
    const doc = new DOMParser().parseFromString(pageHtml('tx/austin', '<h2>Austin</h2><p>Text.</p>'), 'text/html');
    const place = readPlace(doc, 'tx/austin');
    expect(place?.html).toEqual({ text: '<h2>Austin</h2><p>Text.</p>', more: '<p>More</p>' });
    expect(place?.head.description).toBe('About tx/austin.');
    expect(place?.head.jsonLd.map((n) => (n as { '@type': string })['@type'])).toEqual(['Service', 'FAQPage']);
    expect(readPlace(doc, 'tx/houston')).toBeUndefined();
  });

  it('fetches another place’s page once, and reports a failure as undefined', async () => {
    const fetchMock = vi.fn(async () => new Response(pageHtml('tx/dallas', '<p>Dallas text.</p>'), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await fetchPlace('tx/dallas', '/tx/dallas');
    const again = await fetchPlace('tx/dallas', '/tx/dallas');
    expect(first?.html.text).toBe('<p>Dallas text.</p>');
    expect(again).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    expect(await fetchPlace('tx/waco', '/tx/waco')).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><body>no parts</body></html>', { status: 200 })),
    );
    expect(await fetchPlace('tx/tyler', '/tx/tyler')).toBeUndefined();
  });
});

describe('hydrating a place part', () => {
  it('hydrates the server markup with the HTML read back from the page, without a mismatch', async () => {
    const serverPlace: Place = {
      status: 'ready',
      head: { description: 'd', jsonLd: [] },
      parts: {
        text: (
          <>
            <h2 id="costs">Costs in Austin</h2>
            <p>
              A funeral costs <strong>$7,000</strong>, see <a href="/funeral-costs">costs</a>.
            </p>
          </>
        ),
        more: <p>Stories</p>,
      },
    };
    const app = (place: Place) => (
      <MemoryRouter future={future}>
        <PlacePart id="tx/austin" place={place} part="text" path="/tx/austin" />
        <PlacePart id="tx/austin" place={place} part="more" path="/tx/austin" />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(serverPlace));
    document.body.appendChild(container);
    const before = container.innerHTML;
    const fromPage = readPlace(document, 'tx/austin');
    expect(fromPage).toBeDefined();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(fromPage as Place), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
  });

  it('shows a loading line, then a way to reload if the part cannot be had', () => {
    const loading = renderToString(
      <MemoryRouter future={future}>
        <PlacePart id="tx/waco" place={{ status: 'loading' }} part="text" path="/tx/waco" />
        <PlacePart id="tx/waco" place={{ status: 'loading' }} part="more" path="/tx/waco" />
      </MemoryRouter>,
    );
    expect(loading).toContain('Loading local information');
    const failed = renderToString(
      <MemoryRouter future={future}>
        <PlacePart id="tx/waco" place={{ status: 'failed' }} part="text" path="/tx/waco" />
      </MemoryRouter>,
    );
    expect(failed).toContain('<a href="/tx/waco">Reload the page</a>');
  });
});
