import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClaimRegister } from '#core/claims';
import type { StateLicenses } from '#core/licenses';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { claimRegisterSchema } from '#core/site.config.schema';
import { stateLicenses } from '#core/site.licenses';
import { testimonialSchema } from '../../../content/data/testimonials.schema';
import type { Testimonial } from '../../../content/data/testimonials-featured';
import { ServiceBlock } from '../places/ServiceBlock';
import { StateLicenseLine } from '../places/StateLicenseLine';
import { ClaimList } from './Claim';
import { NpnLine } from './License';
import { exampleLabelDetail, TestimonialCard } from './TestimonialCard';

const html = (node: React.ReactElement) => renderToStaticMarkup(node).replace(/<!-- -->/g, '');

const register: ClaimRegister = {
  ...claimsRegister,
  bbbRating: {
    figure: 'A',
    label: 'BBB rating',
    thirdParty: true,
    source: { url: 'https://www.bbb.org/us/oh/columbus/profile/x', date: '2026-10-01' },
  },
  familiesServed: {
    figure: '3,100',
    label: 'families helped',
    thirdParty: false,
    source: { document: 'Policy register 2025', date: '2026-01-15' },
  },
};

describe('claims register', () => {
  it('shows only sourced claims, linking a third-party claim to its source', () => {
    const out = html(<ClaimList ids={['familiesServed', 'bbbRating', 'reviewScore']} register={register} />);
    expect(out).toBe(
      '<ul><li data-claim="familiesServed"><strong>3,100</strong> families helped</li>' +
        '<li data-claim="bbbRating"><a href="https://www.bbb.org/us/oh/columbus/profile/x" rel="noopener"><strong>A</strong> BBB rating</a></li></ul>',
    );
  });

  it('renders nothing at all when every claim is a sample (the shipped config)', () => {
    expect(html(<ClaimList ids={['familiesServed', 'bbbRating']} />)).toBe('');
  });

  it('rejects a claim with neither source nor sample, with both, or a third-party claim without a url', () => {
    const withClaim = (claim: unknown) =>
      claimRegisterSchema.safeParse({ ...claimsRegister, bbbRating: claim }).success;
    const base = { figure: 'A+', label: 'BBB rating', thirdParty: true };
    expect(withClaim({ ...base, sample: true })).toBe(true);
    expect(withClaim(base)).toBe(false);
    expect(withClaim({ ...base, sample: true, source: { url: 'https://www.bbb.org/x', date: '2026-01-01' } })).toBe(
      false,
    );
    expect(withClaim({ ...base, source: { document: 'a letter from the BBB', date: '2026-01-01' } })).toBe(false);
    expect(withClaim({ ...base, source: { url: 'https://www.bbb.org/x', date: '2026-01-01' } })).toBe(true);
  });
});

describe('stories', () => {
  const story: Testimonial = {
    name: 'Linda M.',
    location: 'Dayton, OH',
    text: 'When my husband passed, his policy paid for the service and the headstone. I did not have to touch our savings.',
    date: '2026-03-18',
    sample: true,
  };

  it('labels a sample story "Example", with its explanation as visible text, and shows no rating', () => {
    const out = html(<TestimonialCard story={story} />);
    expect(out).toContain(
      `<p class="example-label"><span class="example-badge">Example</span>${exampleLabelDetail}</p>`,
    );
    expect(out).not.toContain('visually-hidden');
    expect(out).not.toMatch(/★|out of 5|data-rating/);
  });

  it('refuses a rating on a story without its author’s consent, and shows it on one with consent', () => {
    expect(testimonialSchema.safeParse({ ...story, rating: 5 }).success).toBe(false);
    const { sample: _s, ...rest } = story;
    const real: Testimonial = {
      ...rest,
      rating: 4,
      consent: { date: '2026-03-20', how: 'signed form, file 31', showName: true },
    };
    expect(testimonialSchema.safeParse(real).success).toBe(true);
    expect(html(<TestimonialCard story={real} />)).toContain('Rated 4 out of 5');
  });

  it('shows a real story as it is, and "A customer" when the name may not be shown', () => {
    const { sample: _s, ...rest } = story;
    const real: Testimonial = { ...rest, consent: { date: '2026-03-20', how: 'signed form, file 31', showName: true } };
    expect(html(<TestimonialCard story={real} />)).not.toContain('Example');
    expect(html(<TestimonialCard story={real} />)).toContain('<strong>Linda M.</strong>');
    const anonymous = { ...real, consent: { ...real.consent, showName: false } } as Testimonial;
    expect(html(<TestimonialCard story={anonymous} />)).toContain('<strong>A customer</strong>');
  });

  it('needs exactly one of a consent record and sample: true', () => {
    const { sample: _s, ...rest } = story;
    expect(testimonialSchema.safeParse(story).success).toBe(true);
    expect(testimonialSchema.safeParse(rest).success).toBe(false);
    const consent = { date: '2026-03-20', how: 'signed form, file 31', showName: true };
    expect(testimonialSchema.safeParse({ ...rest, consent }).success).toBe(true);
    expect(testimonialSchema.safeParse({ ...story, consent }).success).toBe(false);
  });
});

describe('licenses', () => {
  const licenses: StateLicenses = { ...stateLicenses, OH: { number: 'OH-1234567' }, DC: 'not licensed' };

  it('the footer gives the NPN, and says when it is an example', () => {
    expect(html(<NpnLine npn={{ number: '19876543' }} />)).toContain('National Producer Number (NPN): ');
    expect(html(<NpnLine npn={{ number: '19876543' }} />)).not.toContain('example number');
    expect(html(<NpnLine />)).toContain('(example number, not yet real)');
  });

  it('a licensed state: the license line and the quote button', () => {
    const out = html(<ServiceBlock place="Ohio" stateCode="OH" stateName="Ohio" licenses={licenses} />);
    expect(out).toContain(`${siteConfig.company.legalName} is licensed to sell life insurance in Ohio, license number`);
    expect(out).toContain('OH-1234567');
    expect(out).toContain('data-quick-quote');
  });

  it('a state where the agency is not licensed: says so and offers the phone line, not the quote form', () => {
    const out = html(
      <ServiceBlock place="the District" stateCode="DC" stateName="the District of Columbia" licenses={licenses} />,
    );
    expect(out).toContain('is not licensed to sell insurance in the District of Columbia');
    expect(out).toContain(`href="tel:${siteConfig.phones.sales.e164}"`);
    expect(out).not.toContain('data-quick-quote');
    expect(html(<StateLicenseLine license="not licensed" stateName="Ohio" />)).toContain('data-license="not-licensed"');
  });
});
