import { Link } from 'react-router-dom';
import { facts } from '#core/facts';
import { formatUsd, formatUsdRange } from '#core/format';
import { cityPath, getPath, statePath } from '#core/paths';
import { regulators } from '../../content/data/regulators';
import { PageShell } from '../components/layout/PageShell';
import { RelatedLinks } from '../components/places/RelatedLinks';
import { ServiceBlock } from '../components/places/ServiceBlock';
import { buildPlaceService } from '../seo/jsonld-places';

/** What a funeral with viewing and burial typically costs in Chicago (spec section 9). */
export const chicagoFuneralCost = { min: 8000, max: 15000 } as const;

const range = formatUsdRange(chicagoFuneralCost, '–');

export function Component() {
  const path = getPath('chicago');
  const regulator = regulators.IL;
  return (
    <PageShell
      title="Burial Insurance in Chicago, Illinois"
      description={`Burial insurance for Chicago families: a funeral in the city often costs ${range}. Plans from ${facts.startingPremium} with no medical exam.`}
      path={path}
      heading="Burial Insurance in Chicago"
      crumb="Chicago"
      parents={[{ name: 'Illinois', path: statePath('IL') }]}
      lede={`Funerals in Chicago often cost ${range}. A small policy makes sure your family never has to find that money at short notice.`}
      jsonLd={[buildPlaceService(path, { stateName: 'Illinois', stateCode: 'IL', cityName: 'Chicago' })]}
    >
      <section aria-labelledby="chicago-costs">
        <h2 id="chicago-costs">Why Chicago funerals cost more</h2>
        <p>
          A funeral with viewing and burial in Chicago typically costs <strong>{range}</strong>, above the Illinois
          average. The range is wide because the cemetery, the casket and the kind of service differ so much from one
          family to the next. A benefit of {formatUsd(chicagoFuneralCost.max)} covers even the upper end.
        </p>
        <p>
          Residents aged {facts.issueAges} can choose coverage of {facts.coverageRange}, with fixed premiums from{' '}
          {facts.startingPremium}. Our <Link to={cityPath('IL', 'Chicago')}>Chicago city page</Link> has the local facts
          and nearby cities, and the <Link to={statePath('IL')}>Illinois page</Link> lists every city we serve in the
          state.
        </p>
        {regulator ? (
          <p>
            Insurers and agents in Chicago are licensed by the{' '}
            <a href={regulator.url} target="_blank" rel="noopener noreferrer">
              {regulator.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        ) : null}
      </section>
      <ServiceBlock place="Chicago" stateCode="IL" stateName="Illinois" headingId="chicago-service" />
      <RelatedLinks place="Chicago" />
    </PageShell>
  );
}
