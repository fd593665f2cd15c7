import { getPath } from '#core/paths';
import { findState } from '../../content/data/states';
import { findCity } from '../lib/places';
import { CityPlacePage } from './CityPage';
import { NotFoundPage } from './NotFound';

/** /illinois/chicago: the Chicago page with the same facts, text rules and sources as /il/chicago (its canonical). */
export function Component() {
  const city = findCity('IL', 'chicago');
  const state = findState('IL');
  if (!city || !state) return <NotFoundPage />;
  return (
    <CityPlacePage
      city={city}
      state={state}
      path={getPath('chicago')}
      id="illinois/chicago"
      title="Burial Insurance in Chicago, Illinois"
    />
  );
}
