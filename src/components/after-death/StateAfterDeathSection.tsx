import { getPath } from '#core/paths';
import { stateInSentence } from '#core/place-naming';
import type { StateRecord } from '../../../content/data/states';
import { StateDeathFacts } from './StateDeathFacts';

/**
 * The state page's section for a family after a death: death certificates, unclaimed money and
 * where to complain about a claim, with a link to the whole guide at this state.
 */
export function StateAfterDeathSection({ state }: { state: StateRecord }) {
  return (
    <section aria-labelledby="after-a-death" className="after-death-state">
      <h2 id="after-a-death">After a death in {stateInSentence(state)}</h2>
      <StateDeathFacts state={state} headingLevel="h3" />
      <p>
        <a className="target-link" href={getPath('whenSomeoneDies', `state-${state.code.toLowerCase()}`)}>
          When someone dies: a step-by-step guide for the family
        </a>
      </p>
    </section>
  );
}
