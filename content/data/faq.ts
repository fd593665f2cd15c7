import { facts, operations } from '#core/facts';
import { formatUsd } from '#core/format';
import { siteConfig } from '#core/site.config';
import { commonFaqs, type FaqItem } from './faq-common';
import { buildDay, examplePrices, healthExample, noPriceSentence, shortFigure } from './insurer-plans/claims';
import { publishedFiguresFor } from './published-prices';

export type { FaqItem };

/**
 * The thirteen questions of the FAQ page (and its FAQPage markup), in the order shown: the three
 * of faq-common.ts (also on the home page), then ten more. Every figure comes from site.config
 * through facts: no answer states its own price, cap or phone. Answers are plain text, so that
 * the page and the JSON-LD say exactly the same thing.
 */
const { phones } = siteConfig;

/**
 * The worked example of the health-conditions answer: the published prices of the plans we sell
 * for one stated person (content/data/insurer-plans/claims.ts), or the sentence that none can be
 * priced yet.
 */
export { healthExample };

const example = examplePrices(healthExample);

/** The published figures for the example's case, while no plan we sell is priced (decision 0086). */
const published = publishedFiguresFor({
  age: healthExample.age,
  sex: healthExample.sex,
  tobacco: healthExample.tobacco,
  amount: healthExample.face,
  state: healthExample.state,
  today: buildDay,
});

/** When the FAQ was first published and last reviewed (its byline and its FAQPage markup). */
export const faqDates = { published: '2026-11-22', updated: '2026-11-29' } as const;

export const faqs: readonly FaqItem[] = [
  ...commonFaqs,
  {
    id: 'who-can-buy',
    question: 'Who can buy a policy?',
    answer: `Most plans accept people aged ${facts.issueAges}, and each insurer sets its own limits. A son or daughter can help a parent shop, and can pay the premiums. But the parent must agree to the policy and sign the application.`,
  },
  {
    id: 'how-fast-it-pays',
    question: 'How does the policy pay out?',
    answer: `The person you named sends the insurer a claim form and a certified copy of the death certificate. If the death comes in the first two years of the policy, the contestable period, the insurer may first check the answers on the application before it pays. If the plan is graded or guaranteed issue and death from natural causes comes during its waiting period, the insurer pays what the policy states for those years, not the full benefit: the premiums back plus a percentage, or a share of the face amount. We do not state how long an insurer takes to pay: each insurer sets its own process, so ask it. ${operations.claimHelp}`,
  },
  {
    id: 'cancelling',
    question: 'Can I cancel my policy?',
    answer: `Yes, at any time. Right after the policy arrives there is a free-look period. In it you can cancel for a full refund. Your state sets its length, and the policy prints it. After that, think before you stop paying. A whole life policy builds cash value over the years. When you cancel or stop paying, you can often take that cash value. Or you can keep a smaller policy that needs no more payments, or keep the full benefit for a set time. These are called nonforfeiture options. Ask the insurer which ones your policy has before you decide. If you miss a payment by mistake, you have a grace period of ${facts.gracePeriod} to catch up.`,
  },
  {
    id: 'health-conditions',
    question: 'Can I get coverage with diabetes or a heart condition?',
    answer: `Usually, yes. Your answers to the health questions decide which plan you can get. Each insurer sets its own questions. Diabetes treated with pills, or high blood pressure under control, often still gets a level plan. Insulin with problems, a heart attack, stents or heart surgery in the last two or three years, or recent cancer care often leads to a graded plan. How long ago it happened matters. If you are in a hospital or a nursing home, or have a terminal illness, a guaranteed issue plan asks no health questions. ${example ? `Published prices of the plans we sell: ${example}` : published.length > 0 ? `The plans we sell have no rate book loaded here yet. Published prices for a woman of ${healthExample.age} who does not use tobacco, for ${formatUsd(healthExample.face)}: ${published.map(shortFigure).join('; ')}. The price calculator shows each with its source.` : `We cannot yet show a price for a woman of ${healthExample.age} who does not use tobacco and wants ${formatUsd(healthExample.face)} of coverage. ${noPriceSentence}`} An agent asks the questions first, so you do not pay for a graded or guaranteed issue plan you do not need.`,
  },
  {
    id: 'premiums-fixed',
    question: 'Will my premiums go up as I get older?',
    answer:
      'No. Final expense plans are whole life insurance. The premium you start with stays the same for life, and the coverage does not shrink as you age.',
  },
  {
    id: 'coverage-amounts',
    question: 'How much coverage can I get?',
    answer: `You can choose from ${facts.coverageRange}. Most people pick enough to pay for a funeral, burial or cremation, and a few final bills. An agent can help you find an amount that fits your budget.`,
  },
  {
    id: 'beneficiaries',
    question: 'Who can be my beneficiary?',
    answer:
      'Almost anyone you choose: a spouse, a child, a friend, or a trust. You can name more than one person and split the money between them, name a backup, and change your choice at any time.',
  },
  {
    id: 'more-than-one-policy',
    question: 'Can I have more than one policy?',
    answer:
      'Yes. You can keep a policy you already have and add a final expense plan, or hold plans from two insurers. Each insurer may limit how much coverage it will give one person in total.',
  },
  {
    id: 'what-it-covers',
    question: 'What does the money pay for?',
    answer:
      'Anything your family needs. The insurer pays the person you named in one sum. That person decides how to use it: the funeral, burial or cremation, a headstone, medical bills, old debts, or travel for relatives.',
  },
  {
    id: 'how-to-start',
    question: 'How do I get started?',
    answer: `Press Quick Quote on any page and answer a few short questions, or call ${phones.sales.display} during business hours. A licensed agent will compare plans with you, with no cost and no obligation.`,
  },
];
