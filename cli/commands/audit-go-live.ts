import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { claimText } from '#core/claims';
import { isoDay } from '#core/format';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import type { ClaimRegister, SiteConfig, StateLicenses } from '#core/site.config.schema';
import { stateLicenses } from '#core/site.licenses';
import { type Author, people } from '../../content/data/authors';
import { carrierComparison } from '../../content/data/carrier-comparison';
import { insurerPlans } from '../../content/data/insurer-plans';
import { leaders } from '../../content/data/leaders';
import { publishedPriceFindings } from '../../content/data/published-prices';
import { testimonials } from '../../content/data/testimonials';
import { featuredTestimonials, type Testimonial } from '../../content/data/testimonials-featured';
import { type Video, videos } from '../../content/data/videos';
import { type SourceRef, staleSources } from '../../content/places/place-facts';
import { allPlaceSources } from '../../content/places/place-pages';
import { listHtmlFiles } from '../../src/built-site/reader.server';
import { type AmountGoLiveInputs, amountGoLiveItems } from './audit-go-live-amounts';
import { type CarrierGoLiveInputs, carrierGoLiveItems } from './audit-go-live-carriers';
import { type RateGoLiveInputs, rateGoLiveItems } from './audit-go-live-rates';

/**
 * `audit --go-live`: everything a deploy must replace before the site goes live, one line each,
 * naming the file and key it comes from: sample claims and stories, sample leaders, "coming soon"
 * videos, fictional 555-01xx phone numbers, example.com addresses, placeholder license numbers,
 * the site URL the project ships with, a sample list of appointments, carrier facts checked more
 * than 12 months ago, rate tables that are old, not the insurer's own, for producers only without
 * approval or of an insurer not appointed, plans whose payout rule has no source, the sample writers
 * and reviewers of the guides and carrier reviews (and their placeholder NPNs), the About page's
 * sample founding year and founder story, the sample postal address, operational claims staff have
 * not confirmed, a retention period set in the environment apart from the one the privacy policy
 * states, AM Best grades whose latest action is more than a year old, place-page sources older than
 * two years, yearly amounts (the VA's allowances) a year past their effective date, and the same
 * values where they reach the built JSON-LD.
 */

/** The site URL the project ships with: a deploy sets its own in core/site.config.ts. */
export const SHIPPED_SITE_URL = 'https://www.evergreenfinalexpense.com';

const CONFIG_FILE = 'core/site.config.ts';

export interface GoLiveInputs extends CarrierGoLiveInputs, RateGoLiveInputs, AmountGoLiveInputs {
  siteConfig: SiteConfig;
  /** The register of marketing claims (core/site.claims.ts). */
  claims: ClaimRegister;
  stateLicenses: StateLicenses;
  /** Each file of stories with its list (the featured ones live in their own module). */
  stories: ReadonlyArray<{ file: string; list: readonly Testimonial[] }>;
  leaders: { file: string; list: ReadonlyArray<{ name: string; sample?: true }> };
  /** The writers and reviewers named in the bylines of the guides and carrier reviews. */
  authors: { file: string; list: readonly Author[] };
  videos: { file: string; list: readonly Video[] };
  shippedSiteUrl: string;
  /**
   * The retention settings the server reads from its environment, with the days the privacy policy
   * states for each (the site config's): a value set apart from the policy's is an override to list.
   */
  retention: { env: Readonly<Record<string, string | undefined>>; stated: Readonly<Record<string, number>> };
  /** The sources of every state and city page's facts, and today (ISO date): older than two years is listed. */
  placeSources: { list: readonly SourceRef[]; today: string };
}

export function defaultGoLiveInputs(): GoLiveInputs {
  const featured = new Set(featuredTestimonials);
  return {
    siteConfig,
    claims: claimsRegister,
    stateLicenses,
    stories: [
      { file: 'content/data/testimonials-featured.ts', list: featuredTestimonials },
      { file: 'content/data/testimonials.ts', list: testimonials.filter((t) => !featured.has(t)) },
    ],
    leaders: { file: 'content/data/leaders.ts', list: leaders },
    authors: { file: 'content/data/authors.ts', list: people },
    videos: { file: 'content/data/videos.ts', list: videos },
    shippedSiteUrl: SHIPPED_SITE_URL,
    retention: {
      env: process.env,
      stated: {
        LEAD_RETENTION_DAYS: siteConfig.retention.leadDays,
        SPAM_RETENTION_DAYS: siteConfig.retention.spamDays,
        CONSENT_RETENTION_DAYS: siteConfig.retention.consentDays,
      },
    },
    placeSources: { list: allPlaceSources(), today: isoDay() },
    carrierFacts: { file: 'content/data/carrier-comparison.ts', rows: carrierComparison },
    planData: { file: 'content/data/insurer-plans/plans.ts', insurers: insurerPlans },
    publishedPrices: publishedPriceFindings(isoDay()),
    today: new Date(),
  };
}

export interface GoLiveItem {
  /** "core/site.config.ts: claims.bbbRating", "dist JSON-LD: telephone". */
  where: string;
  what: string;
}

/** A 555-01xx number (reserved for fiction), written as shown ("1-800-555-0142") or in E.164. */
const fictionalPhone = /(?:\b555[-. ]?01\d\d\b)|(?:\+1\d{3}55501\d\d\b)/;
/** An address on a documentation domain (RFC 2606): "help@example.com", "www.example.com". */
const exampleDomain = /[\w.+-]*@?[\w-]*\.?example\.(?:com|org|net)\b/i;

/** Every string in a value, with its key path ("phones.sales.display", "@graph[0].telephone"). */
function* stringsIn(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* stringsIn(item, `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, path ? `${path}.${key}` : key);
  }
}

interface Placeholder {
  /** What it is, for the message: "fictional 555-01xx phone number". */
  kind: string;
  /** The value that shows it: the number, the address, or the URL the project ships with. */
  value: string;
}

/** What is wrong with one string, if anything: a fictional phone, an example domain, the shipped URL. */
function placeholderIn(text: string, shippedSiteUrl: string): Placeholder | undefined {
  const phone = fictionalPhone.exec(text);
  if (phone) return { kind: 'fictional 555-01xx phone number', value: phone[0] };
  const domain = exampleDomain.exec(text);
  if (domain) return { kind: 'example.com address', value: domain[0] };
  if (text.startsWith(shippedSiteUrl)) return { kind: 'the site URL the project ships with', value: shippedSiteUrl };
  return undefined;
}

const describePlaceholder = (p: Placeholder) => `${p.kind} "${p.value}"`;

/** The items of the site config and the content data, in the order of the go-live list in docs/operations.md. */
export function goLiveItems(inputs: GoLiveInputs): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const config = inputs.siteConfig;
  for (const [id, claim] of Object.entries(inputs.claims)) {
    if (claim.sample) {
      items.push({
        where: `core/site.claims.ts: claims.${id}`,
        what: `sample claim "${claimText(claim)}": give it a source (url or document, and date) or delete it`,
      });
    }
  }
  for (const { file, list } of inputs.stories) {
    for (const [i, story] of list.entries()) {
      if (story.sample) {
        items.push({
          where: `${file}: [${i}] ${story.name}`,
          what: 'sample story: replace it with a real one that has a consent record, or delete it',
        });
      }
      if (story.rating !== undefined && !story.consent) {
        items.push({
          where: `${file}: [${i}] ${story.name}.rating`,
          what: "a rating without its author's consent record: record the consent, or drop the rating",
        });
      }
    }
  }
  for (const [i, leader] of inputs.leaders.list.entries()) {
    if (leader.sample) {
      items.push({
        where: `${inputs.leaders.file}: [${i}] ${leader.name}`,
        what: 'sample leader: replace with a real person',
      });
    }
  }
  for (const [i, person] of inputs.authors.list.entries()) {
    if (person.sample) {
      items.push({
        where: `${inputs.authors.file}: people[${i}] ${person.name}`,
        what: 'sample byline person: replace with the real writer, or a licensed agent with an NPN for a reviewer',
      });
    }
    if (person.npn?.placeholder) {
      items.push({
        where: `${inputs.authors.file}: people[${i}].npn`,
        what: `placeholder National Producer Number "${person.npn.number}" of ${person.name}`,
      });
    }
  }
  const aboutSamples = new Set(config.company.sample);
  if (aboutSamples.has('foundingYear')) {
    items.push({
      where: `${CONFIG_FILE}: company.foundingYear`,
      what: `sample founding year ${config.company.foundingYear} (labeled Example on the About page, kept out of the JSON-LD): enter the real year, then drop 'foundingYear' from company.sample`,
    });
  }
  if (aboutSamples.has('founderStory')) {
    items.push({
      where: 'content/pages/about.md: Our story',
      what: "sample founder story: write the agency's own, then drop 'founderStory' from company.sample in core/site.config.ts",
    });
  }
  for (const [i, video] of inputs.videos.list.entries()) {
    if (!video.url) {
      items.push({
        where: `${inputs.videos.file}: [${i}] ${video.title}`,
        what: '"Video coming soon": add the recording\'s url, or drop the lesson',
      });
    }
  }
  for (const [key, value] of stringsIn({ phones: config.phones, email: config.email, siteUrl: config.siteUrl })) {
    const problem = placeholderIn(value, inputs.shippedSiteUrl);
    if (problem) items.push({ where: `${CONFIG_FILE}: ${key}`, what: describePlaceholder(problem) });
  }
  if (config.address.sample) {
    const { street, locality, region, postalCode } = config.address;
    items.push({
      where: `${CONFIG_FILE}: address`,
      what: `sample postal address "${street}, ${locality}, ${region} ${postalCode}": enter the agency's real office address, then drop sample`,
    });
  }
  for (const [id, operation] of Object.entries(config.operations)) {
    if (!operation.confirmed) {
      items.push({
        where: `${CONFIG_FILE}: operations.${id}`,
        what: `operational claim not yet confirmed by staff: "${operation.text}": check it against how the agency works, then set confirmed: true or change the words`,
      });
    }
  }
  for (const [name, days] of Object.entries(inputs.retention.stated)) {
    const value = inputs.retention.env[name];
    if (value !== undefined && value.trim() !== String(days)) {
      items.push({
        where: `environment: ${name}`,
        what: `retention override: the server keeps data ${value.trim()} days, but the privacy policy states ${days} (core/site.config.ts retention): change one so that they agree`,
      });
    }
  }
  const { npn } = config;
  if (npn.placeholder) {
    items.push({ where: `${CONFIG_FILE}: npn`, what: `placeholder National Producer Number "${npn.number}"` });
  }
  for (const [code, license] of Object.entries(inputs.stateLicenses)) {
    if (license !== 'not licensed' && license.placeholder) {
      items.push({
        where: `core/site.licenses.ts: stateLicenses.${code}`,
        what: `placeholder license number "${license.number}": enter the real one, or 'not licensed'`,
      });
    }
  }
  for (const source of staleSources(inputs.placeSources.list, inputs.placeSources.today)) {
    items.push({
      where: `place pages: source "${source.title}"`,
      what: source.date
        ? `its data is ${source.dateKind} ${source.date}, more than two years old: read the latest release (${source.url}) and update the data file`
        : `it carries no date of its own and was last checked ${source.checked}, more than a year ago: read it again (${source.url}) and update the data file and its date`,
    });
  }
  items.push(...carrierGoLiveItems(inputs));
  items.push(...rateGoLiveItems(inputs));
  items.push(...amountGoLiveItems(inputs));
  return items;
}

const jsonLdScript = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The same placeholders where they reach the built JSON-LD, plus sample leaders and stories marked
 * up there: one line per distinct finding, with how many pages carry it and the first of them.
 */
export function jsonLdItems(dist: string, inputs: GoLiveInputs): GoLiveItem[] {
  const sampleNames = new Set(inputs.leaders.list.filter((l) => l.sample).map((l) => l.name));
  const sampleTexts = inputs.stories.flatMap((s) => s.list.filter((t) => t.sample).map((t) => t.text));
  /** One entry per distinct finding (kind and value), with the keys and pages it was found in. */
  const found = new Map<string, { what: string; keys: Set<string>; files: string[] }>();
  for (const file of listHtmlFiles(dist)) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const match of html.matchAll(jsonLdScript)) {
      let data: unknown;
      try {
        data = JSON.parse(match[1] ?? '');
      } catch {
        continue; // the regular audit reports JSON-LD that does not parse
      }
      for (const [path, value] of stringsIn(data)) {
        const placeholder = placeholderIn(value, inputs.shippedSiteUrl);
        const what = placeholder
          ? describePlaceholder(placeholder)
          : sampleNames.has(value)
            ? `sample leader "${value}"`
            : sampleTexts.some((t) => value.includes(t))
              ? `sample story "${value.slice(0, 40)}…"`
              : undefined;
        if (!what) continue;
        const entry = found.get(what) ?? { what, keys: new Set<string>(), files: [] };
        entry.keys.add(path.replace(/\[\d+\]/g, '[]'));
        if (entry.files.at(-1) !== file) entry.files.push(file);
        found.set(what, entry);
      }
    }
  }
  return [...found.values()].map(({ what, keys, files }) => {
    const list = [...keys];
    const shown = list.length > 3 ? `${list.slice(0, 3).join(', ')} and ${list.length - 3} more` : list.join(', ');
    return { where: `dist JSON-LD: ${shown}`, what: `${what} on ${files.length} page(s), first ${files[0]}` };
  });
}

export interface GoLiveResult {
  ok: boolean;
  items: GoLiveItem[];
}

/** The whole check: the config and data, then the built JSON-LD (a missing build is an item too). */
export function runGoLive(dist: string, inputs: GoLiveInputs = defaultGoLiveInputs()): GoLiveResult {
  const items = goLiveItems(inputs);
  if (existsSync(join(dist, 'index.html'))) items.push(...jsonLdItems(dist, inputs));
  else items.push({ where: dist, what: 'no built site to check: run npm run build first' });
  return { ok: items.length === 0, items };
}
