import { Link } from 'react-router-dom';
import { facts } from '#core/facts';
import { formatUsd } from '#core/format';
import { getPath, statePath } from '#core/paths';
import type { CityRecord } from '../../content/data/cities';
import { averageCostOf } from '../../content/data/place-costs';
import { findState } from '../../content/data/states';
import { CityList } from '../components/CityList';
import { PageShell } from '../components/layout/PageShell';
import { RelatedLinks } from '../components/places/RelatedLinks';
import { ServiceBlock } from '../components/places/ServiceBlock';
import { cityLinks, findCity } from '../lib/places';
import { buildCityItemList } from '../seo/jsonld';
import { buildPlaceService } from '../seo/jsonld-places';

/** The ten South Carolina cities of the spec, in its order; each has a city page. */
export const southCarolinaCities = [
  'Charleston',
  'Columbia',
  'North Charleston',
  'Mount Pleasant',
  'Rock Hill',
  'Greenville',
  'Summerville',
  'Spartanburg',
  'Florence',
  'Myrtle Beach',
] as const;

const list: CityRecord[] = southCarolinaCities.flatMap((name) => {
  const city = findCity('SC', name.toLowerCase().replace(/ /g, '-'));
  return city ? [city] : [];
});

export function Component() {
  const path = getPath('southCarolina');
  const state = findState('SC');
  const cost = averageCostOf('SC');
  return (
    <PageShell
      title="South Carolina Burial Insurance, 10 Cities"
      description={`Final expense and burial insurance in South Carolina: ten cities we serve, funerals averaging about ${formatUsd(cost.amount)}, and a free quote from a licensed agent.`}
      path={path}
      heading="Burial Insurance in South Carolina"
      crumb="South Carolina"
      lede={`Our licensed agents help families across South Carolina, from the coast to the Upstate, compare burial insurance: ${facts.coverageRange} for ages ${facts.issueAges}, most with no medical exam.`}
      jsonLd={[
        buildPlaceService(path, { stateName: 'South Carolina', stateCode: 'SC' }),
        buildCityItemList(path, cityLinks(list)),
      ]}
    >
      <section aria-labelledby="sc-cities">
        <h2 id="sc-cities">Ten South Carolina cities we serve</h2>
        <p>
          From Charleston and Mount Pleasant on the coast to Greenville and Spartanburg in the Upstate, each city has a
          page with its county, its nearest neighbors and what a funeral costs there.
        </p>
        <CityList cities={list} headingId="sc-cities" />
      </section>
      <section aria-labelledby="sc-costs">
        <h2 id="sc-costs">Funeral costs in South Carolina</h2>
        <p>
          Our estimate of the average funeral with viewing and burial in South Carolina is {formatUsd(cost.amount)},
          before cemetery charges. A policy of {formatUsd(cost.amount + 2000)} or so covers that with room for the plot
          and marker.
        </p>
        {state ? (
          <p>
            Our <Link to={statePath(state.code)}>South Carolina state page</Link> answers the questions families ask
            most.
          </p>
        ) : null}
      </section>
      <ServiceBlock place="South Carolina" stateCode="SC" stateName="South Carolina" headingId="sc-service" />
      <RelatedLinks place="South Carolina" />
    </PageShell>
  );
}
