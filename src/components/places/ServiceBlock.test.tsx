import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StateLicenses } from '#core/licenses';
import { siteConfig } from '#core/site.config';
import { CityServiceLine } from './ServiceBlock';

/** The line every city page of a state shares: one sentence, one link to the state page. */
const licenses = { OH: { number: 'OH-1234567' } } as StateLicenses;
const html = (node: React.ReactElement) => renderToStaticMarkup(node);
const line = (out: string) => out.match(/<p class="license-line"[^>]*>(.*?)<\/p>/)?.[1] ?? '';
const page = { path: '/oh', name: 'the Ohio page' };

describe('the line from a city page to its state page', () => {
  it('is one sentence with the license and one link, and the quote button', () => {
    const out = html(
      <CityServiceLine stateCode="OH" stateName="Ohio" statePage={page} freeLook={false} licenses={licenses} />,
    );
    const text = line(out).replace(/<[^>]+>/g, '');
    expect(text).toBe(
      `${siteConfig.company.legalName} is licensed to sell life insurance in Ohio, license number OH-1234567; our plans and prices are on the Ohio page.`,
    );
    expect(text.match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(line(out).match(/<a /g)).toHaveLength(1);
    expect(out).toContain('data-quick-quote');
  });

  it('names the free-look period only when the state page gives one', () => {
    const out = html(<CityServiceLine stateCode="OH" stateName="Ohio" statePage={page} freeLook licenses={licenses} />);
    expect(line(out)).toMatch(/our plans and prices and the free-look period are on <a [^>]+>the Ohio page<\/a>\.$/);
  });

  it('where the agency holds no license: says so, offers the phone line and no quote button', () => {
    const out = html(
      <CityServiceLine
        stateCode="DC"
        stateName="the District of Columbia"
        statePage={page}
        freeLook={false}
        licenses={licenses}
      />,
    );
    expect(line(out)).toContain('is not licensed to sell insurance in the District of Columbia');
    expect(out).toContain(`href="tel:${siteConfig.phones.sales.e164}"`);
    expect(out).not.toContain('data-quick-quote');
    expect(out).not.toContain('free-look');
  });
});
