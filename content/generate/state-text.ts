import { formatCount } from '#core/format';
import { distanceMiles } from '#core/geo';
import { cityPath, getPath, statePath } from '#core/paths';
import { isLocated } from '../data/cities';
import { capitalOf, divisionOf, type Region, regionOf } from '../data/place-reference';
import type { StateFrontMatter, StateRecord } from '../data/schemas';
import {
  costSentenceParts,
  type GeneratedText,
  notLicensedClose,
  notLicensedLine,
  type PlaceData,
  type StateContext,
  stateContext,
} from './places';
import { areaWord, chooser, listWords, md, type Pick, roundMiles } from './words';

/**
 * The words of a generated state page, section by section, chosen as a city page's are (see
 * city-text.ts): by the state's facts, and among wordings by a hash of its id.
 */

/** Everything the sections of one state's text read. */
interface StateScene {
  id: string;
  pick: Pick;
  ctx: StateContext;
  state: StateRecord;
  S: string;
  cost: ReturnType<typeof costSentenceParts>;
  division: string;
  region: Region;
  reg: StateContext['regulator'];
  regLink: string;
  /** Links to the three largest cities we serve there. */
  topLinks: string[];
  /** The people of all the cities we serve there. */
  people: number;
  capital: string | undefined;
  /** How many counties those cities lie in. */
  counties: number;
  /** The widest distance between two of those cities, rounded. */
  span: number;
}

function sceneOf(state: StateRecord, data: PlaceData): StateScene {
  const id = statePath(state.code).slice(1);
  const ctx = stateContext(data, state.code);
  let widest = 0;
  const located = ctx.cities.filter(isLocated);
  for (const a of located) for (const b of located) widest = Math.max(widest, distanceMiles(a, b));
  return {
    id,
    pick: chooser(id),
    ctx,
    state,
    S: ctx.name,
    cost: costSentenceParts(ctx, data.nationalAverage),
    division: divisionOf(state.code),
    region: regionOf(state.code),
    reg: ctx.regulator,
    regLink: `[${ctx.regulator.name}](${ctx.regulator.url})`,
    topLinks: ctx.cities.slice(0, 3).map((c) => `[${c.name}](${cityPath(c.state, c.name)})`),
    people: ctx.cities.reduce((sum, c) => sum + (c.census?.estimate ?? 0), 0),
    capital: capitalOf(state.code),
    counties: new Set(ctx.cities.flatMap((c) => (c.census ? [c.census.county] : []))).size,
    span: roundMiles(widest),
  };
}

/** The first paragraph: the cities we serve there, or the District as one city. */
function introLine(s: StateScene): string {
  const { pick, ctx, state, S, topLinks, people, counties } = s;
  const intro =
    state.code === 'DC'
      ? `Washington is both a city and the whole of the District of Columbia, so one page serves every neighborhood from Anacostia to Chevy Chase. Our agents help District residents aged {{issueAges}} compare burial and final expense plans from {{startingPremium}}.`
      : ctx.cities.length > 0
        ? pick('intro', [
            ctx.sized
              ? `We serve families across ${S}, from ${listWords(topLinks)} to small towns between them. The ${formatCount(ctx.cities.length)} cities with pages of their own are home to about ${formatCount(people)} people in ${formatCount(counties)} ${areaWord(state.code, counties)}.`
              : `We serve families across ${S}, from ${listWords(topLinks)} to small towns between them.`,
            `Our agents are licensed in ${S} and help residents aged {{issueAges}} in every part of the state. The cities below, led by ${listWords(topLinks)}, each have a page with local costs and nearby cities.`,
            `Burial insurance works the same in ${listWords(topLinks)} as it does in the smallest ${ctx.adj} town: a fixed premium from {{startingPremium}} and a cash benefit of {{coverageRange}} for your family.`,
          ])
        : `Our agents are licensed in ${S} and help residents aged {{issueAges}} anywhere in the state compare burial insurance by phone.`;
  return intro;
}

/** How far apart the cities we list are (a state with more than one). */
function geographyLine(s: StateScene): string | undefined {
  const { pick, ctx, state, capital, span } = s;
  const geography =
    ctx.cities.length > 1 && state.code !== 'DC'
      ? pick('geography', [
          `The cities we list ${ctx.inName} lie up to ${span} miles apart${capital ? `, and they include the capital, ${capital},` : ','} so prices at funeral homes can differ from one end of the state to the other.`,
          `From one end of our ${ctx.adj} list to the other is about ${span} miles. Funeral prices vary across that distance, which is why every city page shows its own neighbors.`,
        ])
      : undefined;
  return geography;
}

/** What a funeral costs there, and the customs of its census division. */
function costLines(s: StateScene): string {
  const { pick, ctx, S, cost, division, region } = s;
  const costBody = !ctx.cost.estimate
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
  return [costBody, regionLine].join('\n\n');
}

/** The plan types sold there. */
function plansLine(s: StateScene): string {
  const { pick, ctx } = s;
  const plans = pick('plans', [
    `Plans sold ${ctx.inName} are whole life policies: level plans pay in full from the first day, graded plans pay part of the benefit early on, and guaranteed issue plans ask no health questions at the ages each insurer sets ({{guaranteedIssuePlans}}) and have a waiting period of {{waitingPeriod}}. None needs a medical exam.`,
    `Three plan types are common ${ctx.inName}. Level benefit plans pay in full at once; graded plans phase the benefit in; guaranteed issue plans ask no health questions but have a waiting period of {{waitingPeriod}}. Premiums start at {{startingPremium}} and never rise.`,
  ]);
  return plans;
}

/** Who licenses insurers and agents there, and the free-look period. */
function regulatorLine(s: StateScene): string {
  const { pick, ctx, regLink } = s;
  const regulatorBody = pick('regulator', [
    `Life insurers and agents ${ctx.inName} are licensed and supervised by the ${regLink}. You can look up a license, read consumer guides and file a complaint on its website. Ask us how long the free-look period of your plan is: the days in which you can cancel for a full refund depend on the state and the policy.`,
    `The ${regLink} oversees burial and final expense insurance ${ctx.inName}. Check an agent's license there before you buy. After you buy, a free-look period lets you cancel for a full refund; its length depends on the state and the policy.`,
  ]);
  return regulatorBody;
}

/** The last words of a licensed state: the phone line and further reading. */
function closeLine(s: StateScene): string {
  const { pick } = s;
  const close = pick('close', [
    `Find your city below, or call {{salesPhone}} to compare plans with a licensed agent. Our [guide](${getPath('guide')}) explains the plan types in more depth.`,
    `Call {{salesPhone}} to compare quotes, or read [what a funeral costs](${getPath('funeralCosts')}) before you decide how much coverage you need.`,
  ]);
  return close;
}

export function stateText(state: StateRecord, data: PlaceData): GeneratedText<StateFrontMatter> {
  const s = sceneOf(state, data);
  const { pick, ctx, S } = s;
  const body = md([
    `## ${pick('lead-heading', [`Burial insurance across ${S}`, `Final expense coverage ${ctx.inName}`])}`,
    ctx.licensed ? introLine(s) : notLicensedLine(ctx),
    geographyLine(s),
    `## ${pick('cost-heading', [`Funeral costs ${ctx.inName}`, `What a funeral costs ${ctx.inName}`])}`,
    costLines(s),
    `## ${pick('plans-heading', [`Plans available ${ctx.inName}`, `Choosing a plan ${ctx.inName}`])}`,
    plansLine(s),
    `## ${pick('regulator-heading', [`Who regulates insurance ${ctx.inName}`, `Checking an agent ${ctx.inName}`])}`,
    regulatorLine(s),
    ctx.licensed ? closeLine(s) : notLicensedClose(ctx),
  ]);
  const frontmatter: Omit<StateFrontMatter, 'last_updated'> = { id: s.id };
  return { file: `content/states/${s.id}.md`, frontmatter, body };
}
