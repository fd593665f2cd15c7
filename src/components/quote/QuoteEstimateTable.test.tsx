import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '#core/site.config';
import { quoteEstimate } from '../../../content/data/insurer-plans/claims';
import { QuoteEstimateTable } from './QuoteEstimateTable';

const base = quoteEstimate({ sex: 'female', age: 68, tobacco: false, state: 'OH' });
const render = (estimate: typeof base) =>
  renderToStaticMarkup(createElement(QuoteEstimateTable, { estimate, headingId: 'h' }));

describe('QuoteEstimateTable', () => {
  it("names the agency and its license number for the ZIP code's state, and says when the number is an example", () => {
    const html = render({ ...base, license: { state: 'OH', stateName: 'Ohio', number: 'OH-123', example: true } });
    expect(html).toContain(
      `Quoted by ${siteConfig.company.name}, licensed in Ohio, license number OH-123 (an example number until the agency enters its own).`,
    );
    expect(
      render({ ...base, license: { state: 'OH', stateName: 'Ohio', number: 'OH-123', example: false } }),
    ).toContain('license number OH-123.');
  });

  it('says so where the agency holds no license, and shows no license line when the state is unknown', () => {
    expect(render({ ...base, license: { state: 'NY', stateName: 'New York', notLicensed: true } })).toContain(
      `${siteConfig.company.name} is not licensed to sell insurance in New York`,
    );
    expect(render(base)).not.toContain('data-license');
  });
});
