import { getPath } from '#core/paths';
import { findState } from '../../content/data/states';
import { NotFoundPage } from './NotFound';
import { StatePlacePage } from './StatePage';

/**
 * /south-carolina: the South Carolina page with the same facts, text rules and sources as /sc
 * (its canonical), listing the spec's ten cities in the spec's order.
 */
export function Component() {
  const state = findState('SC');
  if (!state) return <NotFoundPage />;
  return (
    <StatePlacePage
      state={state}
      path={getPath('southCarolina')}
      id="south-carolina"
      title="South Carolina Burial Insurance, 10 Cities"
    />
  );
}
