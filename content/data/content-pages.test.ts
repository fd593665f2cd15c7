import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { siteConfig } from '#core/site.config';
import { achievements } from './achievements';
import { achievementsSchema } from './achievements.schema';
import { faqs, healthExample } from './faq';
import { faqSchema } from './faq.schema';
import { commonFaqs } from './faq-common';
import { glossary } from './glossary';
import { glossarySchema } from './glossary.schema';
import { examplePrices, startingPriceSentence } from './insurer-plans/claims';
import { leaders } from './leaders';
import { leadersSchema } from './leaders.schema';
import { testimonials } from './testimonials';
import { testimonialsSchema } from './testimonials.schema';
import { featuredTestimonials } from './testimonials-featured';
import { type DataModuleCheck, dataModules, findDataModuleFaults } from './validate.server';
import { videos } from './videos';
import { videosSchema } from './videos.schema';

/** The data of the home, About, FAQ, success stories and Learning Center pages. */
const mine = [
  'content/data/faq.ts',
  'content/data/testimonials.ts',
  'content/data/leaders.ts',
  'content/data/achievements.ts',
  'content/data/videos.ts',
  'content/data/glossary.ts',
];

const faultsOf = (file: string, schema: DataModuleCheck['schema'], data: unknown) =>
  findDataModuleFaults([{ file, schema, data }]).join('\n');

describe('content page data', () => {
  it('registers each module once, and each passes its schema', () => {
    const files = dataModules.map((m) => m.file);
    for (const file of mine) expect(files.filter((f) => f === file)).toHaveLength(1);
    expect(findDataModuleFaults(dataModules.filter((m) => mine.includes(m.file)))).toEqual([]);
  });

  it('has 13 FAQs, the home page three first, with figures from site.config and the price engine', () => {
    expect(faqs).toHaveLength(13);
    expect(faqs.slice(0, 3)).toEqual(commonFaqs);
    const text = faqs.map((f) => f.answer).join(' ');
    for (const figure of [startingPriceSentence, facts.coverageRange, facts.waitingPeriod]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain(siteConfig.phones.sales.display);
    const health = faqs.find((f) => f.id === 'health-conditions')?.answer ?? '';
    // The worked example: the published prices for the stated case, or the sentence that there are none.
    const example = examplePrices(healthExample);
    if (example) expect(health).toContain(example);
    // No plan we sell is priced: the published figure for a woman of 68 ($84.04 x 10 + $11 a year), named and dated.
    else
      expect(health).toContain(
        '$851.40 a year (Gerber Life Insurance Company’s Guaranteed Life, a guaranteed issue plan with a waiting period; as published in August 2019',
      );
    expect(faqs.find((f) => f.id === 'cancelling')?.answer).toMatch(/cash value.*nonforfeiture/s);
    expect(text).not.toMatch(/undefined|NaN|\[object Object\]|[{}]/);
  });

  it('has at least six stories, a rating only with its author’s consent, the three featured first', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.filter((t) => t.rating !== undefined && !t.consent)).toEqual([]);
    expect(testimonials.slice(0, 3)).toEqual(featuredTestimonials);
  });

  it('has two leaders, milestones for 2023, 2022 and 2021, four lessons and a glossary', () => {
    expect(leaders).toHaveLength(2);
    expect(achievements.map((a) => a.year)).toEqual([2023, 2022, 2021]);
    expect(videos).toHaveLength(4);
    expect(glossary.map((g) => g.term)).toEqual(
      expect.arrayContaining(['Face amount', 'Premium', 'Beneficiary', 'Waiting period', 'Rider']),
    );
  });

  it('names the file and the field of bad data', () => {
    expect(faultsOf('content/data/faq.ts', faqSchema, faqs.slice(1))).toMatch(
      /^content\/data\/faq\.ts: \(root\): .*13/,
    );
    expect(faultsOf('content/data/faq.ts', faqSchema, [...faqs.slice(1), faqs[1]])).toMatch(/unique/);
    const badStory = { ...testimonials[0], name: 'Linda Miller', rating: 6 };
    const storyFaults = faultsOf('content/data/testimonials.ts', testimonialsSchema, [badStory, ...testimonials]);
    expect(storyFaults).toContain('content/data/testimonials.ts: 0.name: name must be a first name and a last initial');
    expect(storyFaults).toContain('content/data/testimonials.ts: 0.rating');
    expect(
      faultsOf('content/data/leaders.ts', leadersSchema, [{ ...leaders[0], image: '/team/a.png' }, leaders[1]]),
    ).toContain('content/data/leaders.ts: 0.image');
    expect(faultsOf('content/data/achievements.ts', achievementsSchema, [...achievements].reverse())).toContain(
      '2023, 2022 and 2021',
    );
    expect(
      faultsOf('content/data/videos.ts', videosSchema, [{ ...videos[0], related: 'nowhere' }, ...videos.slice(1)]),
    ).toContain('content/data/videos.ts: 0.related');
    expect(faultsOf('content/data/glossary.ts', glossarySchema, [...glossary].reverse())).toContain('alphabetical');
  });
});
