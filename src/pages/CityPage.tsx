import { useParams } from 'react-router-dom';
import { cityPath, statePath } from '#core/paths';
import { placeId } from '#core/place-naming';
import { findState, type StateRecord } from '../../content/data/states';
import type { CityRecord } from '../../content/places/cities';
import { PageShell } from '../components/layout/PageShell';
import { PlacePart, usePlace } from '../components/places/PlaceContent';
import { RelatedLinks } from '../components/places/RelatedLinks';
import { findCity } from '../lib/places';
import { NotFoundPage } from './NotFound';

/**
 * /{state}/{city}: the hero, the generated text with the city's own facts, the one-sentence service
 * line with its link to the state page, links to the other cities of the state, the sources and the related guides. The parts that
 * depend on the city's facts are rendered at build (PlaceContent). An unknown city is the 404
 * page (the server answers 404 for it too).
 */
export function Component() {
  const params = useParams();
  const city = findCity(params.state, params.city);
  const state = findState(city?.state);
  if (!city || !state) return <NotFoundPage />;
  return <CityPlacePage city={city} state={state} />;
}

/** A city's page: at its own path, or at another path that shows the same facts (the dedicated /illinois/chicago page). */
export function CityPlacePage({
  city,
  state,
  path = cityPath(state.code, city.name),
  id = placeId(state.code, city.name),
  title = `Burial Insurance in ${city.name}, ${state.code}`,
}: {
  city: CityRecord;
  state: StateRecord;
  path?: string;
  id?: string;
  title?: string;
}) {
  const place = usePlace(id);
  return (
    <PageShell
      title={title}
      description={place.head.description}
      path={path}
      heading={`Burial Insurance in ${city.name}, ${state.name}`}
      crumb={city.name}
      parents={[{ name: state.name, path: statePath(state.code) }]}
      lede={place.head.lede}
      jsonLd={place.head.jsonLd}
      noindex={place.head.noindex}
    >
      <PlacePart id={id} place={place} part="text" />
      <PlacePart id={id} place={place} part="more" />
      <RelatedLinks />
    </PageShell>
  );
}
