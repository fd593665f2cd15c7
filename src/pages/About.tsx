import { isSourced } from '#core/claims';
import { facts } from '#core/facts';
import { getPath } from '#core/paths';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { achievements } from '../../content/data/achievements';
import { leaders } from '../../content/data/leaders';
import Content, { frontmatter } from '../../content/pages/about.md';
import { HowWeArePaid } from '../components/carriers/RatingNote';
import { Avatar } from '../components/content/Avatar';
import { ExampleLabel } from '../components/content/ExampleLabel';
import { PageShell } from '../components/layout/PageShell';
import { buildPerson } from '../seo/jsonld-people';

/** Read out after the "Example" label of a sample leader. */
const sampleLeaderDetail = ': a sample person written for this site, not a member of our staff.';

const aboutSamples = new Set(siteConfig.company.sample);

/** Shown after the "Example" label above the founder story while it or the founding year is a sample. */
export const sampleStoryDetail =
  ': the founding year and the story under “Our story” were written to show the kind of agency we are. They are not yet our own history.';

/** The lede: it names the founding year only once the year is the agency's own. */
const lede = `${aboutSamples.has('foundingYear') ? 'We are' : `Founded in ${facts.foundingYear}, we are`} an independent agency that helps older Americans find small, affordable life insurance policies to pay for a funeral and the last bills.`;

/** Milestones rest on claims of the register: one whose claim has no source is not shown. */
const milestones = achievements.filter((a) => isSourced(claimsRegister[a.claim]));

export function Component() {
  return (
    <PageShell
      title={frontmatter.title}
      description={frontmatter.description}
      path={getPath('about')}
      heading={frontmatter.heading}
      crumb="About"
      jsonLd={leaders.filter((leader) => !leader.sample).map(buildPerson)}
      lede={lede}
    >
      {aboutSamples.size > 0 ? <ExampleLabel detail={sampleStoryDetail} /> : null}
      <div className="prose">
        <Content />
      </div>

      {milestones.length > 0 ? (
        <section aria-labelledby="milestones">
          <h2 id="milestones">Milestones</h2>
          <ol className="timeline">
            {milestones.map((a) => (
              <li key={a.year}>
                <p className="timeline-year">{a.year}</p>
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <HowWeArePaid />

      <section aria-labelledby="leadership">
        <h2 id="leadership">Our leadership</h2>
        <ul className="leaders">
          {leaders.map((leader) => (
            <li key={leader.name}>
              <Avatar name={leader.name} src={leader.image} />
              <div className="leader-text">
                {leader.sample ? <ExampleLabel detail={sampleLeaderDetail} /> : null}
                <h3>{leader.name}</h3>
                <p className="leader-role">{leader.role}</p>
                <p>{leader.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
