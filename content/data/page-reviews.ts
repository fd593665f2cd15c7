/**
 * What each page's "Last reviewed" date vouches for (issue 43): the files its words come from and
 * a SHA-256 hash of their text as it stood on that date. src/content/page-reviews.test.ts hashes
 * the files again (markdown with its {{tokens}} filled, so a changed disclosure counts) and fails
 * when the text changed after the date; where the git history is there, it also fails when a file
 * was committed after the date. The date itself stays where the page reads it (the front matter's
 * `updated`, `faqDates.updated` or a carrier review's `updated`) and must equal `reviewed` here. Decision 0088.
 *
 * After changing a page's words: review them, set the date to that day in both places and the
 * hash to the one the failing test prints.
 */
export interface PageReview {
  /** YYYY-MM-DD: the day the text was last changed and reviewed. */
  reviewed: string;
  /** The page's sources of words: its markdown first (if any), its page module, its own data. */
  files: readonly string[];
  sha256: string;
}

const md = (name: string) => `content/pages/${name}.md`;
const page = (name: string) => `src/pages/${name}.tsx`;
const data = (name: string) => `content/data/${name}.ts`;

/** A carrier review: its data module (words and date) and its page module; the shared frame is CarrierReview.tsx. */
const review = (file: string, module: string, sha256: string): PageReview => ({
  reviewed: '2026-11-29',
  files: [data(`carrier-reviews/${file}`), page(module), 'src/components/carriers/CarrierReview.tsx'],
  sha256,
});

export const pageReviews: Readonly<Record<string, PageReview>> = {
  guide: {
    reviewed: '2026-11-29',
    files: [md('guide'), page('Guide'), data('plans'), data('graded'), data('guide-resources')],
    sha256: 'e16511ac48a6c7ec7f57bf1b52027ef404cccd34a7b6187e97cd5e7a037e2198',
  },
  noWaitingPeriod: {
    reviewed: '2026-11-29',
    files: [md('no-waiting-period'), page('NoWaitingPeriod')],
    sha256: 'ed1382a8d4d460670f4f48f07442b9ba89f6cbb695dde137185990d7d8b3fccc',
  },
  whoNeeds: {
    reviewed: '2026-11-26',
    files: [md('who-needs'), page('WhoNeeds'), data('who-needs')],
    sha256: '92d9080801d630215c11ae9532b82678c0807adefb3d1cb3966b695a23e98aa8',
  },
  cremation: {
    reviewed: '2026-11-24',
    files: [md('cremation'), page('Cremation'), data('cremation')],
    sha256: 'bae3388249e5ce15a2c2723c86ba37d9ecd5bb16b71ec8993caae79dd7a90e33',
  },
  funeralCosts: {
    reviewed: '2026-11-26',
    files: [md('funeral-costs'), page('FuneralCosts'), data('funeral-cost-figures')],
    sha256: 'a64350048789d76d2b24b2ed4ff478a717e16265755daeb326cb185f5970bd94',
  },
  howToPayForFuneral: {
    reviewed: '2026-11-26',
    files: [md('how-to-pay-for-funeral'), page('HowToPayForFuneral'), data('ways-to-pay')],
    sha256: 'dd086d92f0a4a4f4f7b3d36f287e7d04dad33a4d2682ec2a0625c7a18730c372',
  },
  prepaidFuneralPlans: {
    reviewed: '2026-11-23',
    files: [md('prepaid-funeral-plans'), page('PrepaidFuneralPlans')],
    sha256: 'f9fc5805f432d2acecf2d896a9fc9fe5534053b1a04a2112de7987678ec12e7c',
  },
  willAndTestament: {
    reviewed: '2026-11-23',
    files: [md('will-and-testament'), page('WillAndTestament')],
    sha256: 'a0ed12d3c85e380ccbee465189bb1f83ee418b2a6fb62a66154bd52687840d4a',
  },
  funeralPlanningChecklist: {
    reviewed: '2026-11-26',
    files: [md('funeral-planning-checklist'), page('FuneralPlanningChecklist'), data('checklist')],
    sha256: 'c4736d7e48d682feb07eae27d8c4f458506d10766a53d113d53f154dc58ca5c4',
  },
  typesOfCoverage: {
    reviewed: '2026-11-29',
    files: [md('types-of-coverage'), page('TypesOfCoverage')],
    sha256: 'ada23fec92ca0604f608338f042163634948e68d70154e282c591b6738c8d326',
  },
  bestCompanies: {
    reviewed: '2026-11-26',
    files: [md('best-companies'), page('BestCompanies')],
    sha256: '446ddeff4ced0d08e41fa7f2aab7bede0a5420c17351ddc0ac8272449dbb5032',
  },
  aarp: review('aarp', 'Aarp', '83f391d4239ba8ffeaef17006076122aea60b0d9a29761bd7cade3d080b0216d'),
  colonialPenn: review(
    'colonial-penn',
    'ColonialPenn',
    '98f8ec0138d357b3503ea24fccf7c4bda7b89c3f46d89f0f78f13712eed2e784',
  ),
  globeLife: review('globe-life', 'GlobeLife', 'e851e4a7c966cdc75874ccc7a238461c15f41b57a40328215cb44f521f61366c'),
  mutualOfOmaha: review(
    'mutual-of-omaha',
    'MutualOfOmaha',
    '8ac439e5443a1e0d691ea8fd445ec6f2621a167d331e5e6a3f8b0a194143490d',
  ),
  trustage: review('trustage', 'Trustage', 'ac31f06458f40e22ec283eddf75af4236b5da30d2707d265201b740da99be8c8'),
  faq: {
    reviewed: '2026-11-29',
    files: [data('faq'), data('faq-common'), data('graded'), page('Faq')],
    sha256: '2c9709577c640c370bb20c8825057de4612dfcb2c8e12cb87b6f2569d4095c2a',
  },
};
