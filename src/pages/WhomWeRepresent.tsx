import { appointedCarriers, appointmentsAreSample } from '#core/appointments';
import { getPath } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { carrierComparison, ratingText } from '../../content/data/carrier-comparison';
import { carriers } from '../../content/data/carriers';
import { insurerPlans } from '../../content/data/insurer-plans';
import { noPriceSentence, startingPrice } from '../../content/data/insurer-plans/claims';
import { ExternalLink } from '../components/guides/ExternalLink';
import { PageShell } from '../components/layout/PageShell';
import { PlanFactsTable } from '../components/plans/PlanFactsTable';

/**
 * "Whom we represent": the insurers the agency is appointed with (siteConfig.appointments), each
 * with its dated AM Best grade where the data holds one, the plans we found for it with their
 * sources, and what we could not find (decision 0066). Linked from the footer and every carrier
 * page; the comparison table's plans link here.
 */
export function Component() {
  const agency = siteConfig.company.name;
  const appointed = appointedCarriers();
  const others = carrierComparison.filter((row) => !appointed.includes(row.carrierId));
  return (
    <PageShell
      title="Whom We Represent: Insurers and Plans"
      description="The insurers our agents are appointed with, their dated financial strength grades, and the final expense plans we can sell, with the source of each fact."
      path={getPath('whomWeRepresent')}
      heading="Whom we represent"
      crumb="Whom We Represent"
      ogType="website"
      lede={
        <>
          {agency} can sell only the plans of insurers that have appointed it. These are those insurers and the plans we
          found in their published documents.
          {appointmentsAreSample() ? ' This list is an example until the agency confirms its appointments.' : ''}
        </>
      }
    >
      <section aria-labelledby="about-prices">
        <h2 id="about-prices">About prices</h2>
        <p>
          {startingPrice
            ? 'We show a price only where the plan’s own published rate chart is complete: each price names its insurer, plan, case and the date of its rates.'
            : noPriceSentence}
        </p>
      </section>
      {appointed.map((id) => {
        const carrier = carriers.find((c) => c.id === id);
        const entry = insurerPlans.find((i) => i.carrierId === id);
        const rated = carrierComparison.find((r) => r.carrierId === id);
        const name = carrier?.name ?? id;
        return (
          <section key={id} id={id} aria-labelledby={`${id}-name`}>
            <h2 id={`${id}-name`}>{name}</h2>
            <p>
              Financial strength:{' '}
              {rated?.rating ? (
                <>
                  {ratingText(rated.rating)} (
                  <ExternalLink href={rated.rating.source.url}>{rated.rating.source.name}</ExternalLink>)
                </>
              ) : (
                (rated?.noRating ?? 'not checked yet (no dated AM Best grade in our data).')
              )}
              {rated ? (
                <>
                  {' '}
                  Read <a href={getPath(rated.page)}>our review of {name}</a>.
                </>
              ) : null}
            </p>
            {entry && entry.plans.length > 0 ? (
              <PlanFactsTable plans={entry.plans} caption={`${name}: plans we can sell`} />
            ) : (
              <p>We found no published document describing its final expense plans.</p>
            )}
            {entry?.gap ? <p className="note">What we could not find: {entry.gap}</p> : null}
          </section>
        );
      })}
      <section aria-labelledby="not-represented">
        <h2 id="not-represented">Insurers we do not represent</h2>
        <p>We review these insurers to help you compare, but we do not sell their plans:</p>
        <ul>
          {others.map((row) => (
            <li key={row.carrierId}>
              <a href={getPath(row.page)}>{row.company}</a>: we do not sell its plans.
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
