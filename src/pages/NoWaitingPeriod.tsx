import { appointmentsAreSample, isAppointed } from '#core/appointments';
import { fullBenefitPointer, withFullBenefitNote } from '#core/facts';
import { getPath } from '#core/paths';
import { carriersWithImmediateCoverage } from '../../content/data/carriers';
import Content, { frontmatter } from '../../content/pages/no-waiting-period.md';
import { howWeArePaid } from '../components/carriers/RatingNote';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';
import { buildService } from '../seo/jsonld-guides';

const immediate = carriersWithImmediateCoverage();
const mentionsImmediate = /\bimmediate\b|\bno waiting period\b/i;

export function Component() {
  return (
    <GuidePage
      page="noWaitingPeriod"
      frontmatter={frontmatter}
      crumb="No Waiting Period"
      lede={withFullBenefitNote(
        'Many people can get a policy that pays the full benefit from the first day. It depends mostly on your answers to a few health questions.',
      )}
      jsonLd={[
        buildService({
          path: getPath('noWaitingPeriod'),
          name: 'No waiting period burial insurance quotes',
          serviceType: 'Final expense life insurance',
          description: frontmatter.description,
        }),
      ]}
    >
      <Content />
      <section aria-labelledby="insurers-with-immediate-coverage">
        <h2 id="insurers-with-immediate-coverage">Insurers with immediate coverage</h2>
        <p>
          These {immediate.length} insurers offer at least one plan that pays in full from the first day for people who
          qualify. {fullBenefitPointer} We sell the plans of {immediate.filter((c) => isAppointed(c.id)).length} of
          them; beside each name we say which. See <a href={getPath('whomWeRepresent')}>whom we represent</a>.
          {appointmentsAreSample()
            ? ' (Our list of insurers is an example until the agency confirms its appointments.)'
            : ''}
        </p>
        <ul className="tiles carrier-list">
          {immediate.map((carrier) => (
            <li key={carrier.id} className="tile">
              <h3>{carrier.name}</h3>
              <p className="tile-kicker" data-appointed={isAppointed(carrier.id)}>
                {isAppointed(carrier.id) ? 'We sell its plans' : 'We do not sell its plans'}
              </p>
              <p className="tile-kicker">Founded {carrier.founded}</p>
              <p>{carrier.features.find((f) => mentionsImmediate.test(f))}</p>
            </li>
          ))}
        </ul>
        {/* This list shows no financial strength grade, so the note on AM Best grades is not here; how we are paid is. */}
        <p>
          {howWeArePaid.commission} <a href={getPath('about', 'how-we-are-paid')}>How we are paid</a>
        </p>
      </section>
      <CallToAction id="call-an-agent" title="Find out which plans fit your answers" quoteLabel="Check my options">
        <p>
          A licensed agent can go through the health questions with you and tell you which insurers' plans without a
          waiting period fit your answers. The insurer makes the decision.
        </p>
      </CallToAction>
    </GuidePage>
  );
}
