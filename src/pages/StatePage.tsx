import { useParams } from 'react-router-dom';
import { isLicensed, stateLicense } from '#core/licenses';
import { statePath } from '#core/paths';
import { placeId, stateInSentence } from '#core/place-naming';
import { stateLicenses } from '#core/site.licenses';
import { findState, type StateRecord } from '../../content/data/states';
import { StateAfterDeathSection } from '../components/after-death/StateAfterDeathSection';
import { PageShell } from '../components/layout/PageShell';
import { PlacePart, usePlace } from '../components/places/PlaceContent';
import { RelatedLinks } from '../components/places/RelatedLinks';
import { ServiceBlock } from '../components/places/ServiceBlock';
import { NotFoundPage } from './NotFound';

/**
 * /{state} (the lower-case code; any case is accepted): the hero, the generated text with the
 * state's average funeral cost and its insurance regulator, the service block, every city of
 * the state, three stories, the FAQ (the state's name written in) and the related guides. The
 * parts that depend on the state's facts are rendered at build (PlaceContent).
 */
export function Component() {
  const state = findState(useParams().state);
  if (!state) return <NotFoundPage />;
  return <StatePlacePage state={state} />;
}

/**
 * A state's page: at its own path, or at another path that shows the same facts (the dedicated
 * /south-carolina page, whose place id lists the spec's ten cities in the spec's order).
 */
export function StatePlacePage({
  state,
  path = statePath(state.code),
  id = placeId(state.code),
  title = `Burial Insurance in ${state.name}`,
}: {
  state: StateRecord;
  path?: string;
  id?: string;
  title?: string;
}) {
  const place = usePlace(id);
  const name = stateInSentence(state);
  return (
    <PageShell
      title={title}
      description={place.head.description}
      path={path}
      heading={`Burial Insurance in ${state.name}`}
      crumb={state.name}
      lede={
        isLicensed(stateLicense(stateLicenses, state.code))
          ? place.head.lede
          : `We are not licensed to sell insurance in ${name}. This page gives facts for planning a funeral there, each with its source; to buy a policy, call us and we will tell you how to find a licensed agent.`
      }
      jsonLd={place.head.jsonLd}
    >
      <PlacePart id={id} place={place} part="text" />
      {/* The state's vital records and claims help, between the state's facts and the service block. */}
      <StateAfterDeathSection state={state} />
      <ServiceBlock place={state.code === 'DC' ? 'the District' : state.name} stateCode={state.code} stateName={name} />
      <PlacePart id={id} place={place} part="more" />
      <RelatedLinks />
    </PageShell>
  );
}
