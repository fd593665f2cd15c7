import { formatCount } from '#core/format';
import { distanceMiles } from '#core/geo';
import { stableHash } from '#core/hash';
import { cityPath, getPath, statePath } from '#core/paths';
import { isLocated } from '../data/cities';
import { capitalOf, divisionOf, type Region, regionOf } from '../data/place-reference';
import type { CityFacts, CityFrontMatter } from '../data/schemas';
import {
  costSentenceParts,
  type GeneratedText,
  type Neighbour,
  notLicensedClose,
  notLicensedLine,
  type PlaceData,
  type StateContext,
  stateContext,
} from './places';
import {
  cap,
  chooser,
  countyNoun,
  countyPhrase,
  direction,
  listWords,
  md,
  ordinals,
  type Pick,
  roundMiles,
  shuffled,
  sizeWords,
  withArticle,
} from './words';

/**
 * The words of a generated city page, section by section. Every page is built from its own facts
 * (county, population, neighbours, the state's cost estimate and regulator, the census division)
 * and, where several wordings fit, one is chosen by a hash of the page's id and the slot: the
 * same facts always give the same text, and two cities rarely read alike. No wording of its own
 * uses other markdown than the place-text fast path reads, nor "&", "<", "_" or "*".
 */

interface NearCity {
  /** "Dallas", or "Lowell, MA" across a state line. */
  name: string;
  miles: number;
  /** The compass direction from the city ("northeast"). */
  way: string;
}

/** Everything the sections of one city's text read: its facts and those of its state, as words. */
interface CityScene {
  id: string;
  pick: Pick;
  ctx: StateContext;
  city: CityFacts;
  /** The city's name, the state's name, its name before a noun, the county phrase, the population. */
  C: string;
  S: string;
  ST: string;
  K: string;
  /** The latest Census estimate, formatted; undefined when the city has none. */
  P: string | undefined;
  size: { noun: string; crowd: string };
  division: string;
  region: Region;
  cost: ReturnType<typeof costSentenceParts>;
  /** True where there is no state estimate and the national average stands in (DC). */
  national: boolean;
  /** 1 for the state's largest city on our list; 0 when the list cannot be ranked (a city without an estimate). */
  rank: number;
  largest: CityFacts | undefined;
  capital: CityFacts | undefined;
  isCapital: boolean;
  /** The other cities with pages in the same county. */
  countyMates: string[];
  first: NearCity | undefined;
  second: NearCity | undefined;
  third: NearCity | undefined;
  reg: StateContext['regulator'];
  regLink: string;
  areaNoun: string;
}

function sceneOf(city: CityFacts, data: PlaceData, neighbours: readonly Neighbour[]): CityScene {
  const id = cityPath(city.state, city.name).slice(1);
  const ctx = stateContext(data, city.state);
  const capitalName = capitalOf(city.state);
  const county = city.census?.county;
  const [first, second, third] = neighbours.map((n) => ({
    name: n.city.state === city.state ? n.city.name : `${n.city.name}, ${n.city.state}`,
    miles: roundMiles(n.miles),
    way: isLocated(city) ? direction(city, n.city) : '',
  }));
  return {
    id,
    pick: chooser(id),
    ctx,
    city,
    C: city.name,
    S: ctx.name,
    ST: ctx.adj,
    K: county ? countyPhrase(county) : `the ${city.name} area`,
    P: city.census ? formatCount(city.census.estimate) : undefined,
    size: sizeWords(city.census?.estimate ?? 0),
    division: divisionOf(city.state),
    region: regionOf(city.state),
    cost: costSentenceParts(ctx, data.nationalAverage),
    national: !ctx.cost.estimate,
    rank: ctx.sized ? ctx.cities.findIndex((c) => c.name === city.name) + 1 : 0,
    largest: ctx.sized ? ctx.cities[0] : undefined,
    capital: ctx.cities.find((c) => c.name === capitalName),
    isCapital: capitalName === city.name,
    countyMates: county
      ? ctx.cities.filter((c) => c.census?.county === county && c.name !== city.name).map((c) => c.name)
      : [],
    first,
    second,
    third,
    reg: ctx.regulator,
    regLink: `[${ctx.regulator.name}](${ctx.regulator.url})`,
    areaNoun: county ? countyNoun(county) : 'area',
  };
}

/** Where the city stands among the state's cities (largest, capital, its rank). */
function standingLine(s: CityScene): string {
  const { pick, ctx, city, C, S, ST, rank, isCapital } = s;
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
            `Of the ${formatCount(ctx.cities.length)} ${ST} cities on our list, ${C} has the most people.`,
          ])
        : isCapital
          ? pick('standing', [
              `${C} is the capital of ${S}.`,
              `As the state capital, ${C} draws families from across ${S}.`,
            ])
          : rank <= 10 && ordinals[rank]
            ? pick('standing', [
                `${C} ranks ${ordinals[rank]} by population among the ${formatCount(ctx.cities.length)} cities we serve ${ctx.inName}.`,
                `Among our ${ST} cities, ${C} is the ${ordinals[rank]}-largest.`,
              ])
            : `${C} is one of ${formatCount(ctx.cities.length)} cities we serve ${ctx.inName}.`;
  return standing;
}

/** The opening paragraph: who lives there, where it stands, why people call us. */
function openingLines(s: CityScene): string {
  const { pick, C, K, P, size, id } = s;
  const people = P
    ? pick('people', [
        `About ${P} people live in ${C}, ${size.noun}, in ${K}.`,
        `${C} has roughly ${P} residents and lies in ${K}.`,
        `With some ${P} residents, ${C} is ${size.noun} of ${K}.`,
        `${K} counts ${C}, with its ${P} residents, among its communities.`,
        `Home to around ${P} people, ${C} belongs to ${K}.`,
      ])
    : undefined;
  const purpose = pick('purpose', [
    `For many ${C} families, a burial policy is the simplest way to keep a funeral from turning into a debt.`,
    `Our agents talk with ${C} seniors and their grown children every week about paying for a funeral ahead of time.`,
    `The question we hear most from ${C} is a practical one: how to pay for a funeral without touching savings.`,
    `People in ${C} usually call us after a funeral in the family showed them what one costs.`,
    `Planning ahead spares ${C} families a hurried decision about money at the worst moment.`,
  ]);
  return shuffled(id, 'opening', [people, standingLine(s), purpose]);
}

/** What final expense insurance is, said for this city. */
function whatItIsLine(s: CityScene): string {
  const { pick, ctx, C } = s;
  const whatItIs = pick('what-it-is', [
    `Final expense insurance is a small whole life policy of {{coverageRange}}, sold to people aged {{issueAges}}; it pays your beneficiary in cash, and your family in ${C} decides how to spend it.`,
    `The plans we compare for ${C} residents are whole life policies from {{startingPremium}}, with coverage of {{coverageRange}} and a premium fixed for life.`,
    `Here, as everywhere ${ctx.inName}, these plans accept applicants aged {{issueAges}}, start at {{startingPremium}} and never raise the premium once issued.`,
    `${cap(withArticle(C))} policy pays a cash benefit of {{coverageRange}} to the person you name, and its premium, from {{startingPremium}}, cannot go up.`,
  ]);
  return whatItIs;
}

/** How far the nearest cities with pages are. */
function neighbourhoodLine(s: CityScene): string {
  const { pick, C, first, second } = s;
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
  return neighbourhood;
}

/** The county: an independent city, the other cities it shares, or the county alone. */
function countyLine(s: CityScene): string {
  const { pick, city, C, K, countyMates, areaNoun } = s;
  const countyLine = / city$/.test(city.census?.county ?? '')
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
  return countyLine;
}

/** A landmark distance: the state capital, or the largest city we serve in the state. */
function anchorLine(s: CityScene): string | undefined {
  const { pick, ctx, city, C, largest, capital, isCapital, first } = s;
  if (!isLocated(city)) return undefined;
  const toLargest =
    largest && isLocated(largest) && largest.name !== city.name ? roundMiles(distanceMiles(city, largest)) : 0;
  const anchor =
    capital && isLocated(capital) && !isCapital && capital.name !== first?.name && city.state !== 'DC'
      ? pick('anchor', [
          `The state capital, ${capital.name}, is about ${roundMiles(distanceMiles(city, capital))} miles to the ${direction(city, capital)}.`,
          `${C} lies ${roundMiles(distanceMiles(city, capital))} miles ${direction(capital, city)} of ${capital.name}, the capital.`,
        ])
      : largest && isLocated(largest) && toLargest > 5 && first?.name !== largest.name
        ? pick('anchor', [
            `${largest.name}, the largest city we serve ${ctx.inName}, is about ${toLargest} miles to the ${direction(city, largest)}.`,
            `${C} lies roughly ${toLargest} miles ${direction(largest, city)} of ${largest.name}.`,
          ])
        : undefined;
  return anchor;
}

/** The paragraph about where the city is. */
function placeLines(s: CityScene): string {
  const { id } = s;
  return shuffled(id, 'place', [neighbourhoodLine(s), countyLine(s), anchorLine(s)]);
}

/** The cost section: its heading and what a funeral costs there, against the national average. */
function costLines(s: CityScene): string {
  const { pick, ctx, C, S, ST, K, cost, national } = s;
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
  return [
    `## ${costHeading}`,
    national
      ? `We have no separate estimate for ${S}, so we use the national average of **${cost.amount}** for a funeral with viewing and burial. ${costCover}`
      : `${costFact} ${costCompare} ${costCover}`,
  ].join('\n\n');
}

/** Local funeral customs by region, and the price list the Funeral Rule gives. */
function customsLines(s: CityScene): string {
  const { pick, C, K, division, region, cost, id } = s;
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
  return shuffled(id, 'customs', [regionLine, priceList]);
}

/** The plans section: the three plan types, which one fits, and the decision time. */
function plansLines(s: CityScene): string {
  const { pick, ctx, C, K } = s;
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
  return [`## ${plansHeading}`, `${plansBody} ${plansFit}`, approval].join('\n\n');
}

/** The regulator section: who licenses insurers and agents, and the free-look period. */
function regulatorLines(s: CityScene): string {
  const { pick, ctx, C, S, ST, regLink } = s;
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
  return [`## ${regulatorHeading}`, `${regulatorWho} ${regulatorUse} ${freeLook}`].join('\n\n');
}

/** The section about the cities nearby and the state page. */
function neighboursLines(s: CityScene): string {
  const { pick, ctx, city, C, S, K, first, second, third } = s;
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
  return [`## ${neighboursHeading}`, [neighboursLine, moving, upLink].filter(Boolean).join(' ')].join('\n\n');
}

/** Four tips out of twelve, chosen and ordered by the hash. */
function tipsLines(s: CityScene): string {
  const { pick, C, ST, K, cost, national, first, reg, id } = s;
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
    `Compare the ${cost.amount} ${national ? 'national average' : `${ST} estimate`} with a quote from a funeral home near ${C}.`,
    `If you already own a plot in ${K}, you may need a smaller benefit.`,
    `Ask whether the plan has a waiting period, and for how long.`,
    `Keep a copy of the policy with your will, and tell your executor about it.`,
    `Ask a relative to join the call if you would like a second pair of ears.`,
    `Note the ${reg.name} website in case you ever need to check a license.`,
    `Think about travel: relatives coming to ${C} from ${first?.name ?? 'far away'} add costs of their own.`,
  ];
  const tips = [...tipPool]
    .map((tip, i) => ({ tip, key: stableHash(`${id}#tip#${i}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, 4)
    .map((t) => `- ${t.tip}`)
    .join('\n');
  return [`## ${tipsHeading}`, tips].join('\n\n');
}

/** The last words: the phone line and further reading (a licensed state only). */
function closeLine(s: CityScene): string {
  const { pick, C } = s;
  const close = pick('close', [
    `Ready to compare? Call {{salesPhone}} or ask for a quote online. We also explain [plans with no waiting period](${getPath('noWaitingPeriod')}) and [what funerals cost](${getPath('funeralCosts')}) in more detail.`,
    `Read our [guide to burial insurance](${getPath('guide')}) or the [funeral cost guide](${getPath('funeralCosts')}), then call {{salesPhone}} when you are ready to compare quotes for ${C}.`,
    `A licensed agent can compare several insurers for you in one call to {{salesPhone}}. If a health condition worries you, start with [coverage with no waiting period](${getPath('noWaitingPeriod')}).`,
    `Questions about ${withArticle(C)} quote? Call {{salesPhone}}, or begin with our [guide to burial insurance](${getPath('guide')}).`,
  ]);
  return close;
}

/** The page text's first heading. */
function leadHeading(s: CityScene): string {
  const { pick, city, C } = s;
  const leadHeading = pick('lead-heading', [
    `Burial insurance for ${C} families`,
    `Final expense coverage in ${C}, ${city.state}`,
    `Planning ahead in ${C}`,
    `${C} and final expense insurance`,
    `Covering a funeral in ${C}`,
  ]);
  return leadHeading;
}

export function cityText(
  city: CityFacts,
  data: PlaceData,
  neighbours: readonly Neighbour[],
): GeneratedText<CityFrontMatter> {
  const s = sceneOf(city, data, neighbours);
  const body = md([
    `## ${leadHeading(s)}`,
    s.ctx.licensed ? undefined : notLicensedLine(s.ctx),
    openingLines(s),
    whatItIsLine(s),
    placeLines(s),
    costLines(s),
    customsLines(s),
    plansLines(s),
    regulatorLines(s),
    neighboursLines(s),
    tipsLines(s),
    s.ctx.licensed ? closeLine(s) : notLicensedClose(s.ctx),
  ]);
  const frontmatter: Omit<CityFrontMatter, 'last_updated'> = { id: s.id };
  return { file: `content/cities/${s.id}.md`, frontmatter, body };
}
