import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import { nearestForEach } from '#core/geo';
import { statePath } from '#core/paths';
import { cityMetaDescription, placeId, stateMetaDescription } from '#core/place-naming';
import { cities, cityFacts, isLocated, type LocatedCity } from '../../../content/data/cities';
import { averageCostOf } from '../../../content/data/place-costs';
import { regulators } from '../../../content/data/regulators';
import type { CityFacts } from '../../../content/data/schemas';
import { findState } from '../../../content/data/states';
import { renderMarkdown } from '../../content/render';
import { cityLinks } from '../../lib/places';
import { buildCityItemList, buildFaqPage } from '../../seo/jsonld';
import { buildPlaceService } from '../../seo/jsonld-places';
import { CityList } from '../CityList';
import { CityFactsList, StateFactsList } from './CityFactsList';
import { NearestCities } from './NearestCities';
import type { PlaceHead } from './PlaceContent';
import { PlaceTestimonials } from './PlaceTestimonials';
import { compilePlaceText } from './place-markdown.server';
import { StateFaq, stateFaqItems } from './StateFaq';

/**
 * The build-time half of a state or city page: its meta description and structured data, and
 * the parts of the page that are static text (the generated text, the local facts, the nearest
 * cities, the city list, the stories and the FAQ). Imported only when rendering on the server
 * (see PlaceContent.tsx); none of it, nor the data behind it, is in the browser bundle.
 */

export interface PlaceServerData {
  head: PlaceHead;
  parts: { text: ReactNode; more: ReactNode };
}

let neighbors: Map<string, Array<{ city: LocatedCity; miles: number }>> | undefined;

/** The five nearest cities of every city with coordinates, computed once per build. */
function neighborsOf(id: string): Array<{ city: LocatedCity; miles: number }> {
  if (!neighbors) {
    const located = cityFacts.filter(isLocated);
    const all = nearestForEach(located, 5);
    neighbors = new Map(
      located.map((c, i) => [
        placeId(c.state, c.name),
        (all[i] ?? []).map(({ place, miles }) => ({ city: place, miles })),
      ]),
    );
  }
  return neighbors.get(id) ?? [];
}

function generatedText(file: string): ReactNode {
  const source = readFileSync(join(process.cwd(), ...file.split('/')), 'utf8');
  return <div className="place-text">{renderMarkdown(compilePlaceText(source, file).tree)}</div>;
}

function statePlace(code: string): PlaceServerData {
  const state = findState(code);
  const regulator = state ? regulators[state.code] : undefined;
  if (!state || !regulator) throw new Error(`no state data for ${code}`);
  const path = statePath(state.code);
  const id = placeId(state.code);
  const cost = averageCostOf(state.code);
  const list = cities.filter((c) => c.state === state.code);
  const faq = stateFaqItems(state, cost, regulator);
  const jsonLd: Thing[] = [
    buildPlaceService(path, { stateName: state.name, stateCode: state.code }),
    ...(list.length > 0 ? [buildCityItemList(path, cityLinks(list))] : []),
    buildFaqPage(path, faq),
  ];
  return {
    head: { description: stateMetaDescription(state, cost.amount), jsonLd },
    parts: {
      text: (
        <>
          {generatedText(`content/states/${id}.md`)}
          <StateFactsList state={state} cost={cost} regulator={regulator} cityCount={list.length} />
        </>
      ),
      more: (
        <>
          {list.length > 0 ? (
            <section aria-labelledby="state-cities">
              <h2 id="state-cities">Cities we serve in {state.code === 'DC' ? 'the District' : state.name}</h2>
              <CityList cities={list} headingId="state-cities" />
            </section>
          ) : null}
          <PlaceTestimonials id={id} place={state.code === 'DC' ? 'the District' : state.name} />
          <StateFaq state={state} items={faq} />
        </>
      ),
    },
  };
}

let byId: Map<string, CityFacts> | undefined;

function cityPlace(id: string): PlaceServerData {
  byId ??= new Map(cityFacts.map((c) => [placeId(c.state, c.name), c]));
  const city = byId.get(id);
  const state = findState(city?.state);
  const regulator = state ? regulators[state.code] : undefined;
  if (!city || !state || !regulator) throw new Error(`no city data for ${id}`);
  const path = `/${id}`;
  const cost = averageCostOf(state.code);
  return {
    head: {
      description: cityMetaDescription(city.name, state, cost.amount),
      jsonLd: [buildPlaceService(path, { stateName: state.name, stateCode: state.code, cityName: city.name })],
    },
    parts: {
      text: (
        <>
          {generatedText(`content/cities/${id}.md`)}
          <CityFactsList city={city} state={state} cost={cost} regulator={regulator} />
          <NearestCities city={city} neighbors={neighborsOf(id)} />
        </>
      ),
      more: <PlaceTestimonials id={id} place={city.name} />,
    },
  };
}

/** Everything static about the place with this id ("tx" or "tx/houston"), computed synchronously. */
export function loadPlace(id: string): PlaceServerData {
  return id.includes('/') ? cityPlace(id) : statePlace(id);
}
