import { Link, useParams } from 'react-router-dom';
import { cityPath, statePath } from '#core/paths';
import { placeId, stateInSentence } from '#core/place-naming';
import type { CityRecord } from '../../content/data/cities';
import { findState, type StateRecord } from '../../content/data/states';
import { PageShell } from '../components/layout/PageShell';
import { PlacePart, usePlace } from '../components/places/PlaceContent';
import { RelatedLinks } from '../components/places/RelatedLinks';
import { ServiceBlock } from '../components/places/ServiceBlock';
import { findCity } from '../lib/places';
import { NotFoundPage } from './NotFound';

/**
 * /{state}/{city}: the hero, the generated text with the local facts and the nearest cities, the
 * service block, three stories, a link up to the state and the related guides. The parts that
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
      lede={`Facts for planning a funeral in ${city.name}: Census figures, funeral costs, ${state.code === 'DC' ? 'District' : state.name} insurance rules and veterans cemeteries, each with its source.`}
      jsonLd={place.head.jsonLd}
    >
      <PlacePart id={id} place={place} part="text" />
      <ServiceBlock place={`${city.name}, ${state.code}`} stateCode={state.code} stateName={stateInSentence(state)} />
      <PlacePart id={id} place={place} part="more" />
      <p className="place-up">
        <Link to={statePath(state.code)}>All city pages in {state.code === 'DC' ? 'the District' : state.name}</Link>
      </p>
      <RelatedLinks place={city.name} />
    </PageShell>
  );
}
