import { distanceMiles, nearest } from '#core/geo';
import { cityPath, getPath, statePath } from '#core/paths';
import type { Regulator } from '../../content/data/regulators';
import type { CityFacts, CityFrontMatter, StateFrontMatter, StateRecord } from '../../content/data/schemas';

/**
 * The words of the generated state and city pages. Every page is built from its own facts
 * (county, population, neighbours, the state's cost estimate and regulator, the census division)
 * and, where several wordings fit, one is chosen by a hash of the page's id and the slot: the
 * same facts always give the same text, and two cities rarely read alike.
 *
 * The text is markdown restricted to what the place-text fast path reads (## headings,
 * paragraphs, "- " lists, **bold**, [links](/path), {{tokens}}): no other markdown syntax, no
 * "&", "<", "_" or "*" of its own. Figures of the agency come in as {{tokens}} from site.config.
 */

/* ------------------------------------------------------------------ inputs */

export interface StateCostFact {
  amount: number;
  source: 'state estimate' | 'national average';
}

export interface PlaceData {
  cities: readonly CityFacts[];
  states: readonly StateRecord[];
  regulators: Readonly<Record<string, Regulator>>;
  /** The state's average funeral cost (the national average for DC). */
  costOf(stateCode: string): StateCostFact;
  /** The national average funeral (viewing and burial). */
  nationalAverage: number;
  /** Whether the agency holds a license in the state (siteConfig.licenses). */
  licensed(stateCode: string): boolean;
}

export interface GeneratedText<F> {
  /** Relative to the project root: content/cities/tx/houston.md */
  file: string;
  /** Front matter without last_updated (content generate stamps it). */
  frontmatter: Omit<F, 'last_updated'>;
  body: string;
}

/* ------------------------------------------------------------------ facts about places */

/** Groups of neighbouring states (after the census divisions), named as a sentence names them. */
const divisions: Record<string, string[]> = {
  'New England': ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'],
  'the Mid-Atlantic states': ['NJ', 'NY', 'PA'],
  'the Great Lakes states': ['IL', 'IN', 'MI', 'OH', 'WI'],
  'the Plains and the Upper Midwest': ['IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  'the South Atlantic states': ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV'],
  'the inland South': ['AL', 'KY', 'MS', 'TN'],
  'the South Central states': ['AR', 'LA', 'OK', 'TX'],
  'the Mountain West': ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY'],
  'the Pacific states': ['AK', 'CA', 'HI', 'OR', 'WA'],
};

type Region = 'northeast' | 'midwest' | 'south' | 'west';

const regionOfDivision: Record<string, Region> = {
  'New England': 'northeast',
  'the Mid-Atlantic states': 'northeast',
  'the Great Lakes states': 'midwest',
  'the Plains and the Upper Midwest': 'midwest',
  'the South Atlantic states': 'south',
  'the inland South': 'south',
  'the South Central states': 'south',
  'the Mountain West': 'west',
  'the Pacific states': 'west',
};

export function divisionOf(state: string): string {
  return Object.entries(divisions).find(([, codes]) => codes.includes(state))?.[0] ?? 'the United States';
}

function regionOf(state: string): Region {
  return regionOfDivision[divisionOf(state)] ?? 'south';
}

/** State capitals (for DC, the nation's). */
const capitals: Record<string, string> = {
  AL: 'Montgomery',
  AK: 'Juneau',
  AZ: 'Phoenix',
  AR: 'Little Rock',
  CA: 'Sacramento',
  CO: 'Denver',
  CT: 'Hartford',
  DE: 'Dover',
  DC: 'Washington',
  FL: 'Tallahassee',
  GA: 'Atlanta',
  HI: 'Honolulu',
  ID: 'Boise',
  IL: 'Springfield',
  IN: 'Indianapolis',
  IA: 'Des Moines',
  KS: 'Topeka',
  KY: 'Frankfort',
  LA: 'Baton Rouge',
  ME: 'Augusta',
  MD: 'Annapolis',
  MA: 'Boston',
  MI: 'Lansing',
  MN: 'Saint Paul',
  MS: 'Jackson',
  MO: 'Jefferson City',
  MT: 'Helena',
  NE: 'Lincoln',
  NV: 'Carson City',
  NH: 'Concord',
  NJ: 'Trenton',
  NM: 'Santa Fe',
  NY: 'Albany',
  NC: 'Raleigh',
  ND: 'Bismarck',
  OH: 'Columbus',
  OK: 'Oklahoma City',
  OR: 'Salem',
  PA: 'Harrisburg',
  RI: 'Providence',
  SC: 'Columbia',
  SD: 'Pierre',
  TN: 'Nashville',
  TX: 'Austin',
  UT: 'Salt Lake City',
  VT: 'Montpelier',
  VA: 'Richmond',
  WA: 'Olympia',
  WV: 'Charleston',
  WI: 'Madison',
  WY: 'Cheyenne',
};

/* ------------------------------------------------------------------ choosing words */

/** FNV-1a with a final mix: a stable 32-bit hash, so that choices never depend on run, machine or order. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // FNV's low bits depend only on the low bits of the input: finish with murmur3's mixer so that
  // every bit of the id reaches the small remainders that pick a wording.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function chooser(id: string) {
  return <T>(slot: string, options: readonly T[]): T => options[hash(`${id}#${slot}`) % options.length] as T;
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const count = (n: number) => n.toLocaleString('en-US');
const ordinals = ['', '', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "Harris County", "the City of Richmond", "the District of Columbia", "the Capitol Planning Region". */
export function countyPhrase(county: string): string {
  return /^(City|District) /.test(county) || / Planning Region$/.test(county) ? `the ${county}` : county;
}

/** What a state calls its counties: Louisiana has parishes, Alaska boroughs, Connecticut planning regions. */
function areaWord(state: string, n: number): string {
  const [one, many] =
    state === 'LA'
      ? ['parish', 'parishes']
      : state === 'AK'
        ? ['borough', 'boroughs']
        : state === 'CT'
          ? ['planning region', 'planning regions']
          : ['county', 'counties'];
  return n === 1 ? one : many;
}

/** What a county label names: "Orleans Parish" -> "parish", "City and County of San Francisco" -> "city". */
function countyNoun(label: string): string {
  if (label.startsWith('City and County of ')) return 'city';
  if (label === 'District of Columbia') return 'District';
  const last = /(County|Parish|Borough|Municipality|Census Area|Planning Region)$/.exec(label)?.[1];
  return last ? last.toLowerCase() : 'county';
}

/** The first letter in upper case, for a phrase that starts a sentence. */
function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "a" or "an" before a place name, by its sound: "an Ohio", "an Augusta", "a Utah", "a Eugene".
 * A name starting with a vowel letter takes "an", except the ones that sound like "you" or
 * "wuh" (Eu-, Uni-, Uta-, One-).
 */
export function article(name: string): 'a' | 'an' {
  if (/^(eu|u[bcdfghjklmnpqrstvwxz][aeiou]|one\b|once)/i.test(name)) return 'a';
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The name after its article: "an Ohio". */
function withArticle(name: string): string {
  return `${article(name)} ${name}`;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function roundMiles(miles: number): number {
  return miles < 10 ? Math.max(1, Math.round(miles)) : Math.round(miles / 5) * 5;
}

/** A face amount that covers the average funeral with some room: the cost rounded up to $1,000, plus $2,000. */
function suggestedCover(cost: number): number {
  return Math.ceil(cost / 1000) * 1000 + 2000;
}

function sizeWords(population: number): { noun: string; crowd: string } {
  if (population >= 1_000_000)
    return { noun: 'one of the largest cities in the country', crowd: 'millions of residents' };
  if (population >= 500_000) return { noun: 'a major city', crowd: 'hundreds of thousands of residents' };
  if (population >= 200_000) return { noun: 'a large city', crowd: 'a large population' };
  if (population >= 100_000) return { noun: 'a mid-sized city', crowd: 'a sizeable population' };
  if (population >= 50_000) return { noun: 'a smaller city', crowd: 'a modest population' };
  return { noun: 'a close-knit community', crowd: 'a small population' };
}

/* ------------------------------------------------------------------ the state of a place */

interface StateContext {
  state: StateRecord;
  /** "Texas", or "the District of Columbia". */
  name: string;
  /** "in Texas", "in the District of Columbia". */
  inName: string;
  /** "Texas", "District": before a noun ("a Texas policyholder"). */
  adj: string;
  regulator: Regulator;
  cost: StateCostFact;
  cities: CityFacts[];
  /** False where the agency holds no license: the text says so and sends readers to the phone line. */
  licensed: boolean;
}

function stateContext(data: PlaceData, code: string): StateContext {
  const state = data.states.find((s) => s.code === code);
  const regulator = data.regulators[code];
  if (!state || !regulator) throw new Error(`no state or regulator for ${code}`);
  const isDc = code === 'DC';
  return {
    state,
    name: isDc ? 'the District of Columbia' : state.name,
    inName: isDc ? 'in the District of Columbia' : `in ${state.name}`,
    adj: isDc ? 'District' : state.name,
    regulator,
    cost: data.costOf(code),
    cities: data.cities.filter((c) => c.state === code).sort((a, b) => b.population - a.population),
    licensed: data.licensed(code),
  };
}

/** Said first on the pages of a state where the agency holds no license. */
function notLicensedLine(ctx: StateContext): string {
  return `We are not licensed to sell insurance ${ctx.inName}, so we cannot quote or sell a policy here. The facts below may still help you plan; call {{salesPhone}} and we will tell you how to find an agent licensed ${ctx.inName}.`;
}

/** The last words of such a page: the phone line, never the quote form. */
function notLicensedClose(ctx: StateContext): string {
  return `To find an agent licensed ${ctx.inName}, call {{salesPhone}}. Our [guide](${getPath('guide')}) explains the plan types in more depth.`;
}

function costSentenceParts(ctx: StateContext, national: number) {
  const { amount, source } = ctx.cost;
  const gap = amount - national;
  const relation =
    source === 'national average'
      ? 'the national figure we use for the District'
      : Math.abs(gap) < 150
        ? 'close to the national average'
        : gap > 0
          ? `about ${usd(Math.round(gap / 100) * 100)} above the national average of ${usd(national)}`
          : `about ${usd(Math.round(-gap / 100) * 100)} below the national average of ${usd(national)}`;
  return { amount: usd(amount), relation, cover: usd(suggestedCover(amount)) };
}

/* ------------------------------------------------------------------ city text */

export interface Neighbour {
  city: CityFacts;
  miles: number;
}

function md(lines: ReadonlyArray<string | false | undefined>): string {
  return `${lines.filter((l): l is string => typeof l === 'string').join('\n\n')}\n`;
}

/** The five nearest cities with pages, closest first. */
export function neighboursOf(city: CityFacts, all: readonly CityFacts[], howMany = 5): Neighbour[] {
  return nearest(city, all, howMany, (c) => c.state === city.state && c.name === city.name).map(({ place, miles }) => ({
    city: place,
    miles,
  }));
}

const compass = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];

/** The compass direction from one place to another ("northeast"). */
export function direction(from: { lat: number; lon: number }, to: { lat: number; lon: number }): string {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lon - from.lon) * rad) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
    Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lon - from.lon) * rad);
  const bearing = (Math.atan2(y, x) / rad + 360) % 360;
  return compass[Math.round(bearing / 45) % 8] as string;
}

/** Sentences in an order chosen by the hash, so that paragraphs of different pages seldom line up. */
function shuffled(id: string, slot: string, sentences: ReadonlyArray<string | undefined>): string {
  return sentences
    .filter((x): x is string => Boolean(x))
    .map((text, i) => ({ text, key: hash(`${id}#${slot}#${i}`) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.text)
    .join(' ');
}

export function cityText(
  city: CityFacts,
  data: PlaceData,
  neighbours: readonly Neighbour[],
): GeneratedText<CityFrontMatter> {
  const id = cityPath(city.state, city.name).slice(1);
  const pick = chooser(id);
  const ctx = stateContext(data, city.state);
  const C = city.name;
  const S = ctx.name;
  const ST = ctx.adj;
  const K = countyPhrase(city.county);
  const P = count(city.population);
  const size = sizeWords(city.population);
  const division = divisionOf(city.state);
  const region = regionOf(city.state);
  const cost = costSentenceParts(ctx, data.nationalAverage);
  const rank = ctx.cities.findIndex((c) => c.name === city.name) + 1;
  const largest = ctx.cities[0];
  const capitalName = capitals[city.state];
  const capital = ctx.cities.find((c) => c.name === capitalName);
  const isCapital = capitalName === city.name;
  const countyMates = ctx.cities.filter((c) => c.county === city.county && c.name !== city.name).map((c) => c.name);
  const near = neighbours.map((n) => ({
    name: n.city.state === city.state ? n.city.name : `${n.city.name}, ${n.city.state}`,
    miles: roundMiles(n.miles),
    way: direction(city, n.city),
  }));
  const [first, second, third] = near;
  const reg = ctx.regulator;
  const regLink = `[${reg.name}](${reg.url})`;
  const areaNoun = countyNoun(city.county);

  /* -------- opening */
  const standing =
    city.state === 'DC'
      ? pick('standing', [
          `${C} is the nation's capital and the only city of the District.`,
          `As the capital, ${C} makes up the whole of the District of Columbia.`,
        ])
      : rank === 1
        ? pick('standing', [
            `${C} is the largest city we serve ${ctx.inName}.`,
            `No city on our ${ST} list is larger than ${C}.`,
            `Of the ${count(ctx.cities.length)} ${ST} cities on our list, ${C} has the most people.`,
          ])
        : isCapital
          ? pick('standing', [
              `${C} is the capital of ${S}.`,
              `As the state capital, ${C} draws families from across ${S}.`,
            ])
          : rank <= 10 && ordinals[rank]
            ? pick('standing', [
                `${C} ranks ${ordinals[rank]} by population among the ${count(ctx.cities.length)} cities we serve ${ctx.inName}.`,
                `Among our ${ST} cities, ${C} is the ${ordinals[rank]}-largest.`,
              ])
            : `${C} is one of ${count(ctx.cities.length)} cities we serve ${ctx.inName}.`;
  const people = pick('people', [
    `About ${P} people live in ${C}, ${size.noun}, in ${K}.`,
    `${C} has roughly ${P} residents and lies in ${K}.`,
    `With some ${P} residents, ${C} is ${size.noun} of ${K}.`,
    `${K} counts ${C}, with its ${P} residents, among its communities.`,
    `Home to around ${P} people, ${C} belongs to ${K}.`,
  ]);
  const purpose = pick('purpose', [
    `For many ${C} families, a burial policy is the simplest way to keep a funeral from turning into a debt.`,
    `Our agents talk with ${C} seniors and their grown children every week about paying for a funeral ahead of time.`,
    `The question we hear most from ${C} is a practical one: how to pay for a funeral without touching savings.`,
    `People in ${C} usually call us after a funeral in the family showed them what one costs.`,
    `Planning ahead spares ${C} families a hurried decision about money at the worst moment.`,
  ]);
  const whatItIs = pick('what-it-is', [
    `Final expense insurance is a small whole life policy of {{coverageRange}}, sold to people aged {{issueAges}}; it pays your beneficiary in cash, and your family in ${C} decides how to spend it.`,
    `The plans we compare for ${C} residents are whole life policies from {{startingPremium}}, with coverage of {{coverageRange}} and a premium fixed for life.`,
    `Here, as everywhere ${ctx.inName}, these plans accept applicants aged {{issueAges}}, start at {{startingPremium}} and never raise the premium once issued.`,
    `${cap(withArticle(C))} policy pays a cash benefit of {{coverageRange}} to the person you name, and its premium, from {{startingPremium}}, cannot go up.`,
  ]);

  /* -------- where it is */
  const neighbourhood =
    first && second
      ? pick('neighbourhood', [
          `${C} is about ${first.miles} miles from ${first.name} and ${second.miles} from ${second.name}, so families here often compare funeral homes across that area.`,
          `Many ${C} families have relatives in ${first.name}, about ${first.miles} miles ${first.way}, or in ${second.name}, and a funeral often brings them together.`,
          `Our nearest other city pages are ${first.name}, roughly ${first.miles} miles to the ${first.way}, and ${second.name}, about ${second.miles} miles out.`,
          first.miles <= 150
            ? `Drive ${first.miles} miles ${first.way} from ${C} and you reach ${first.name}; ${second.name} is ${second.miles} miles away.`
            : `The nearest city on our list is ${first.name}, some ${first.miles} miles to the ${first.way}, then ${second.name}.`,
        ])
      : `${C} is far from the other cities we list, so it pays to call funeral homes close to home before choosing a benefit.`;
  const countyLine = city.county.startsWith('City of ')
    ? pick('county-independent', [
        `${C} is an independent city, so it belongs to no county.`,
        `As an independent city, ${C} sits outside any county.`,
      ])
    : countyMates.length > 0
      ? pick('county-mates', [
          `${cap(K)} is also home to ${listWords(countyMates.slice(0, 3))}, which have pages of their own.`,
          `Within ${K} we also serve ${listWords(countyMates.slice(0, 3))}.`,
          `${listWords(countyMates.slice(0, 3))} ${countyMates.length === 1 ? 'shares' : 'share'} ${K} with ${C}.`,
        ])
      : pick('county-alone', [
          `${C} is the only city in ${K} with a page of its own on our site, but we help families across the ${areaNoun}.`,
          `We serve all of ${K}, not only ${C} itself.`,
          `Families elsewhere in ${K} are welcome to call about ${C} rates too.`,
        ]);
  const toLargest = largest && largest.name !== city.name ? roundMiles(distanceMiles(city, largest)) : 0;
  const anchor =
    capital && !isCapital && capital.name !== first?.name && city.state !== 'DC'
      ? pick('anchor', [
          `The state capital, ${capital.name}, is about ${roundMiles(distanceMiles(city, capital))} miles to the ${direction(city, capital)}.`,
          `${C} lies ${roundMiles(distanceMiles(city, capital))} miles ${direction(capital, city)} of ${capital.name}, the capital.`,
        ])
      : largest && toLargest > 5 && first?.name !== largest.name
        ? pick('anchor', [
            `${largest.name}, the largest city we serve ${ctx.inName}, is about ${toLargest} miles to the ${direction(city, largest)}.`,
            `${C} lies roughly ${toLargest} miles ${direction(largest, city)} of ${largest.name}.`,
          ])
        : undefined;

  /* -------- cost */
  const costHeading = pick('cost-heading', [
    `What a funeral costs for ${C} families`,
    `Funeral costs in and around ${C}`,
    `Paying for a funeral in ${C}`,
    `The price of a funeral near ${C}`,
    `How much ${withArticle(C)} funeral costs`,
  ]);
  const costFact = pick('cost-fact', [
    `Our estimate of the average funeral with viewing and burial ${ctx.inName} is **${cost.amount}**.`,
    `A funeral with viewing and burial costs about **${cost.amount}** ${ctx.inName}, on our estimate.`,
    `For a funeral in ${K}, budget around **${cost.amount}** for the funeral home, the viewing and the burial.`,
    `Families near ${C} should expect a traditional funeral to cost about **${cost.amount}**, our ${ST} estimate.`,
  ]);
  const national = ctx.cost.source === 'national average';
  const costCompare = pick('cost-compare', [
    `That is ${cost.relation}.`,
    `The figure is ${cost.relation}.`,
    `It puts ${S} ${cost.relation}.`,
  ]);
  const costCover = pick('cost-cover', [
    `Cemetery charges such as the plot, the opening of the grave and the headstone come on top, so a policy of about ${cost.cover} would cover the average with some room.`,
    `${C} families who want the cemetery covered as well usually look at a benefit near ${cost.cover}.`,
    `A benefit of roughly ${cost.cover} leaves room for the plot and marker.`,
    `Most people we help in ${K} choose a benefit between the estimate and ${cost.cover}, depending on the cemetery.`,
  ]);
  const regionLine = {
    northeast: pick('region', [
      `In ${division}, funeral homes are often long-established family businesses, and cemetery fees can add a good deal to the bill, so ${C} families do well to ask the cemetery for its prices too.`,
      `Across ${division}, a church service and burial in a family plot is still common, and cemetery charges are often higher than families expect.`,
      `Older cemeteries in ${division} often charge more to open a grave than families guess, so ask before you settle on an amount.`,
    ]),
    midwest: pick('region', [
      `In ${division}, a visitation the evening before the service is still common, which adds the viewing room and staff time to the bill for ${C} families.`,
      `Across ${division}, many families still choose a visitation, a church funeral and burial, the kind of service the ${cost.amount} estimate describes.`,
      `A wake or visitation followed by a church funeral remains usual in ${division}, and each adds a line to the funeral home's invoice.`,
    ]),
    south: pick('region', [
      `Across ${division}, many families still choose a church service followed by a graveside burial, and that is a common request from families in ${K}.`,
      `In ${division}, a traditional service and burial is still what many families want, which is why ${C} residents often ask for a benefit that covers the whole funeral rather than a cremation only.`,
      `Church funerals, a procession and a graveside service are still familiar in ${division}, and ${C} families often plan for all three.`,
    ]),
    west: pick('region', [
      `In most of ${division}, cremation is now chosen more often than burial, and a cremation with a memorial service costs far less. A smaller policy can be enough for ${C} residents who plan one.`,
      `Cremation has become the more common choice in much of ${division}, so many ${C} families compare a smaller benefit for a cremation with the larger one a burial needs.`,
      `Because cremation is widespread in ${division}, we often show ${C} callers two quotes: one sized for a cremation and one for a burial.`,
    ]),
  }[region];
  const priceList = pick('price-list', [
    `Federal rules require every funeral home in ${C} to give you an itemized General Price List, so you can compare two or three before choosing.`,
    `Ask any funeral home in ${K} for its General Price List: federal law says it must hand you one, and comparing a few can save ${C} families hundreds of dollars.`,
    `When you call funeral homes around ${C}, ask for the General Price List. Federal rules entitle you to it, and it shows each charge on its own line.`,
    `Under the federal Funeral Rule, ${withArticle(C)} funeral home must quote prices by phone and give you its price list in person.`,
  ]);

  /* -------- plans */
  const plansHeading = pick('plans-heading', [
    `Choosing a plan in ${C}`,
    `Coverage options for ${C} seniors`,
    `Which final expense plan suits you in ${C}`,
    `Plans open to ${C} residents`,
    `Level, graded or guaranteed issue in ${C}`,
  ]);
  const plansBody = pick('plans-body', [
    `If you can answer a few health questions, a level benefit plan pays the full amount from the first day. If not, a graded or guaranteed issue plan may still be open to you, with a waiting period of {{waitingPeriod}} for death from natural causes.`,
    `Healthy applicants from ${C} usually qualify for level benefits, paid in full from day one. Serious health conditions may lead to a graded plan, and guaranteed issue asks no health questions at the ages each insurer sets ({{guaranteedIssuePlans}}), with a waiting period of {{waitingPeriod}} for natural causes.`,
    `Three kinds of plan are sold ${ctx.inName}: level (full benefit at once), graded (part of the benefit in the first years) and guaranteed issue (no health questions, and a waiting period of {{waitingPeriod}}).`,
    `A level plan suits ${C} applicants in fair health; a graded plan suits those with some conditions; guaranteed issue asks no health questions at the ages each insurer sets ({{guaranteedIssuePlans}}) but waits {{waitingPeriod}} before paying in full for natural death.`,
  ]);
  const plansFit = pick('plans-fit', [
    `Our agents check which one ${withArticle(C)} applicant qualifies for before suggesting anything.`,
    `Which one fits depends on a few health questions, asked over the phone.`,
    `We ask those questions first, so nobody in ${K} pays guaranteed issue prices without needing to.`,
    `The right one for you depends on your health today, not your age alone.`,
  ]);
  const approval = pick('approval', [
    `Most ${C} applicants get a decision within {{approval}}, and none of these plans asks for a medical exam.`,
    `No medical exam is needed, and a decision often comes within {{approval}} of the call.`,
    `The application takes one phone call from ${C}, with no exam, and many people hear back within {{approval}}.`,
    `Nobody will ask you for blood or a nurse's visit; answers usually come within {{approval}}.`,
  ]);

  /* -------- regulator */
  const regulatorHeading = pick('regulator-heading', [
    `Checking an insurer or agent ${ctx.inName}`,
    `Your rights as ${withArticle(ST)} policyholder`,
    `Who regulates burial insurance for ${C}`,
    `Protection for ${C} buyers`,
  ]);
  const regulatorWho = pick('regulator-who', [
    `Insurers and agents who sell to ${C} residents are licensed by the ${regLink}.`,
    `The ${regLink} licenses every insurer and agent that sells life insurance in ${C}.`,
    `Oversight for ${C} policies comes from the ${regLink}.`,
    `In ${S}, the ${regLink} supervises life insurers and the agents who sell their policies.`,
  ]);
  const regulatorUse = pick('regulator-use', [
    `Its website lets you look up a license or file a complaint.`,
    `Before you buy, you can check an agent's license on its site.`,
    `Use it to confirm a license, to ask about a slow claim, or to complain.`,
  ]);
  const freeLook = pick('free-look', [
    `Ask us how long the free-look period is: the days after the policy arrives in which you can cancel for a full refund. It depends on the state and the policy.`,
    `After you buy, a free-look period lets you cancel for a refund; how many days you get depends on the state and the policy.`,
    `Before you apply, ask how many days the plan's free-look period gives you to return the policy for a full refund.`,
  ]);

  /* -------- neighbours */
  const neighboursHeading = pick('near-heading', [
    `Near ${C}`,
    `Other cities near ${C}`,
    `Families near ${C}`,
    `Beyond ${C}`,
  ]);
  const neighboursLine =
    first && second && third
      ? pick('near-body', [
          `We also write policies for families in ${first.name}, ${second.name} and ${third.name}, all within about ${third.miles} miles of ${C}.`,
          `Relatives in ${first.name} or ${second.name} can call the same agents, and so can those in ${third.name}, about ${third.miles} miles ${third.way} of ${C}.`,
          `The closest cities with pages of their own are ${first.name} (${first.miles} miles), ${second.name} (${second.miles} miles) and ${third.name} (${third.miles} miles).`,
          `Within ${third.miles} miles of ${C} you will find ${first.name}, ${second.name} and ${third.name}, each with its own page.`,
        ])
      : undefined;
  const moving = pick('moving', [
    `Coverage follows you if you move: a policy bought in ${C} stays in force anywhere in the country.`,
    `A policy stays in force if its owner moves away from ${K}.`,
    `Wherever you live later, a policy bought in ${C} keeps its premium and its benefit.`,
  ]);
  const upLink = pick('up-link', [
    `See all the cities we serve on our [${ctx.state.name} page](${statePath(city.state)}).`,
    `Our [${ctx.state.name} page](${statePath(city.state)}) lists every city we serve ${ctx.inName}.`,
    `For the rest of ${S}, start from the [${ctx.state.name} page](${statePath(city.state)}).`,
  ]);

  /* -------- checklist */
  const tipsHeading = pick('tips-heading', [
    `Before you call: a checklist for ${C} families`,
    `What ${C} families ask us`,
    `Getting ready to compare plans in ${C}`,
    `A short checklist for ${K}`,
  ]);
  const tipPool = [
    `Write down the funeral you want and ask one funeral home in ${K} to price it.`,
    `Decide who will be the beneficiary, and tell them where the policy papers are kept.`,
    `Check what any current life insurance would pay, so you do not buy more than ${withArticle(C)} funeral needs.`,
    `Have your medications list ready: it decides whether a level plan is open to you.`,
    `Pick a payment date after your Social Security or pension deposit; the grace period is {{gracePeriod}}.`,
    `Compare the ${cost.amount} ${ctx.cost.source === 'national average' ? 'national average' : `${ST} estimate`} with a quote from a funeral home near ${C}.`,
    `If you already own a plot in ${K}, you may need a smaller benefit.`,
    `Ask whether the plan has a waiting period, and for how long.`,
    `Keep a copy of the policy with your will, and tell your executor about it.`,
    `Ask a relative to join the call if you would like a second pair of ears.`,
    `Note the ${reg.name} website in case you ever need to check a license.`,
    `Think about travel: relatives coming to ${C} from ${first?.name ?? 'far away'} add costs of their own.`,
  ];
  const tips = [...tipPool]
    .map((tip, i) => ({ tip, key: hash(`${id}#tip#${i}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, 4)
    .map((t) => `- ${t.tip}`)
    .join('\n');

  const close = pick('close', [
    `Ready to compare? Call {{salesPhone}} or ask for a quote online. We also explain [plans with no waiting period](${getPath('noWaitingPeriod')}) and [what funerals cost](${getPath('funeralCosts')}) in more detail.`,
    `Read our [guide to burial insurance](${getPath('guide')}) or the [funeral cost guide](${getPath('funeralCosts')}), then call {{salesPhone}} when you are ready to compare quotes for ${C}.`,
    `A licensed agent can compare several insurers for you in one call to {{salesPhone}}. If a health condition worries you, start with [coverage with no waiting period](${getPath('noWaitingPeriod')}).`,
    `Questions about ${withArticle(C)} quote? Call {{salesPhone}}, or begin with our [guide to burial insurance](${getPath('guide')}).`,
  ]);

  const leadHeading = pick('lead-heading', [
    `Burial insurance for ${C} families`,
    `Final expense coverage in ${C}, ${city.state}`,
    `Planning ahead in ${C}`,
    `${C} and final expense insurance`,
    `Covering a funeral in ${C}`,
  ]);

  const body = md([
    `## ${leadHeading}`,
    ctx.licensed ? undefined : notLicensedLine(ctx),
    shuffled(id, 'opening', [people, standing, purpose]),
    whatItIs,
    shuffled(id, 'place', [neighbourhood, countyLine, anchor]),
    `## ${costHeading}`,
    national
      ? `We have no separate estimate for ${S}, so we use the national average of **${cost.amount}** for a funeral with viewing and burial. ${costCover}`
      : `${costFact} ${costCompare} ${costCover}`,
    shuffled(id, 'customs', [regionLine, priceList]),
    `## ${plansHeading}`,
    `${plansBody} ${plansFit}`,
    approval,
    `## ${regulatorHeading}`,
    `${regulatorWho} ${regulatorUse} ${freeLook}`,
    `## ${neighboursHeading}`,
    [neighboursLine, moving, upLink].filter(Boolean).join(' '),
    `## ${tipsHeading}`,
    tips,
    ctx.licensed ? close : notLicensedClose(ctx),
  ]);

  const frontmatter: Omit<CityFrontMatter, 'last_updated'> = { id };
  return { file: `content/cities/${id}.md`, frontmatter, body };
}

/* ------------------------------------------------------------------ state text */

export function stateText(state: StateRecord, data: PlaceData): GeneratedText<StateFrontMatter> {
  const id = statePath(state.code).slice(1);
  const pick = chooser(id);
  const ctx = stateContext(data, state.code);
  const S = ctx.name;
  const cost = costSentenceParts(ctx, data.nationalAverage);
  const division = divisionOf(state.code);
  const region = regionOf(state.code);
  const reg = ctx.regulator;
  const regLink = `[${reg.name}](${reg.url})`;
  const top = ctx.cities.slice(0, 3);
  const topLinks = top.map((c) => `[${c.name}](${cityPath(c.state, c.name)})`);
  const people = ctx.cities.reduce((sum, c) => sum + c.population, 0);
  const capital = capitals[state.code];
  const counties = new Set(ctx.cities.map((c) => c.county)).size;
  const span = (() => {
    let widest = 0;
    for (const a of ctx.cities) for (const b of ctx.cities) widest = Math.max(widest, distanceMiles(a, b));
    return roundMiles(widest);
  })();

  const intro =
    state.code === 'DC'
      ? `Washington is both a city and the whole of the District of Columbia, so one page serves every neighborhood from Anacostia to Chevy Chase. Our agents help District residents aged {{issueAges}} compare burial and final expense plans from {{startingPremium}}.`
      : ctx.cities.length > 0
        ? pick('intro', [
            `We serve families across ${S}, from ${listWords(topLinks)} to small towns between them. The ${count(ctx.cities.length)} cities with pages of their own are home to about ${count(people)} people in ${count(counties)} ${areaWord(state.code, counties)}.`,
            `Our agents are licensed in ${S} and help residents aged {{issueAges}} in every part of the state. The cities below, led by ${listWords(topLinks)}, each have a page with local costs and nearby cities.`,
            `Burial insurance works the same in ${listWords(topLinks)} as it does in the smallest ${ctx.adj} town: a fixed premium from {{startingPremium}} and a cash benefit of {{coverageRange}} for your family.`,
          ])
        : `Our agents are licensed in ${S} and help residents aged {{issueAges}} anywhere in the state compare burial insurance by phone.`;

  const geography =
    ctx.cities.length > 1 && state.code !== 'DC'
      ? pick('geography', [
          `The cities we list ${ctx.inName} lie up to ${span} miles apart${capital ? `, and they include the capital, ${capital},` : ','} so prices at funeral homes can differ from one end of the state to the other.`,
          `From one end of our ${ctx.adj} list to the other is about ${span} miles. Funeral prices vary across that distance, which is why every city page shows its own neighbors.`,
        ])
      : undefined;

  const costBody =
    ctx.cost.source === 'national average'
      ? `We have no separate estimate for ${S}, so we use the national average of **${cost.amount}** for a funeral with viewing and burial. Add the cemetery plot, the opening of the grave and a marker, and many families choose a benefit near ${cost.cover}.`
      : pick('cost', [
          `Our estimate of the average funeral with viewing and burial ${ctx.inName} is **${cost.amount}**, ${cost.relation}. Add the cemetery plot, the opening of the grave and a marker, and many families choose a benefit near ${cost.cover}.`,
          `A funeral with viewing and burial costs about **${cost.amount}** ${ctx.inName} on our estimate, ${cost.relation}. To cover the cemetery as well, ${ctx.adj} families often pick a policy of about ${cost.cover}.`,
        ]);

  const regionLine = {
    northeast: `In ${division}, cemetery fees are often a large part of the bill, so ask the cemetery for its prices as well as the funeral home.`,
    midwest: `In ${division}, a visitation, church service and burial is still the pattern for many families, and that is the funeral the estimate describes.`,
    south: `Across ${division}, many families still choose a traditional funeral and burial, so families ${ctx.inName} often want a benefit that covers the whole service.`,
    west: `In most of ${division}, cremation is now chosen more often than burial, and it costs much less; a smaller policy may be enough if that is your plan.`,
  }[region];

  const regulatorBody = pick('regulator', [
    `Life insurers and agents ${ctx.inName} are licensed and supervised by the ${regLink}. You can look up a license, read consumer guides and file a complaint on its website. Ask us how long the free-look period of your plan is: the days in which you can cancel for a full refund depend on the state and the policy.`,
    `The ${regLink} oversees burial and final expense insurance ${ctx.inName}. Check an agent's license there before you buy. After you buy, a free-look period lets you cancel for a full refund; its length depends on the state and the policy.`,
  ]);

  const plans = pick('plans', [
    `Plans sold ${ctx.inName} are whole life policies: level plans pay in full from the first day, graded plans pay part of the benefit early on, and guaranteed issue plans ask no health questions at the ages each insurer sets ({{guaranteedIssuePlans}}) and have a waiting period of {{waitingPeriod}}. None needs a medical exam.`,
    `Three plan types are common ${ctx.inName}. Level benefit plans pay in full at once; graded plans phase the benefit in; guaranteed issue plans ask no health questions but have a waiting period of {{waitingPeriod}}. Premiums start at {{startingPremium}} and never rise.`,
  ]);

  const close = pick('close', [
    `Find your city below, or call {{salesPhone}} to compare plans with a licensed agent. Our [guide](${getPath('guide')}) explains the plan types in more depth.`,
    `Call {{salesPhone}} to compare quotes, or read [what a funeral costs](${getPath('funeralCosts')}) before you decide how much coverage you need.`,
  ]);

  const body = md([
    `## ${pick('lead-heading', [`Burial insurance across ${S}`, `Final expense coverage ${ctx.inName}`])}`,
    ctx.licensed ? intro : notLicensedLine(ctx),
    geography,
    `## ${pick('cost-heading', [`Funeral costs ${ctx.inName}`, `What a funeral costs ${ctx.inName}`])}`,
    costBody,
    regionLine,
    `## ${pick('plans-heading', [`Plans available ${ctx.inName}`, `Choosing a plan ${ctx.inName}`])}`,
    plans,
    `## ${pick('regulator-heading', [`Who regulates insurance ${ctx.inName}`, `Checking an agent ${ctx.inName}`])}`,
    regulatorBody,
    ctx.licensed ? close : notLicensedClose(ctx),
  ]);

  const frontmatter: Omit<StateFrontMatter, 'last_updated'> = { id };
  return { file: `content/states/${id}.md`, frontmatter, body };
}
