import { getPath } from '#core/paths';
import { stateInSentence } from '#core/place-naming';
import type { StateRecord } from '../../../content/data/states';
import { StateDeathFacts } from './StateDeathFacts';
import { STATE_SECTION_ID } from './state-section';

/**
 * The state page's section for a family after a death: death certificates, the estate and where
 * to complain about a claim, with a link to the national guide. The guide's chooser fetches this
 * section (by its id, `STATE_SECTION_ID`) to show and print it beside the national steps; the
 * link back to the guide (`data-guide-link`) is dropped there.
 */
export function StateAfterDeathSection({ state }: { state: StateRecord }) {
  return (
    <section aria-labelledby={`${STATE_SECTION_ID}-title`} id={STATE_SECTION_ID} className="after-death-state">
      <h2 id={`${STATE_SECTION_ID}-title`}>After a death in {stateInSentence(state)}</h2>
      <StateDeathFacts state={state} />
      <p data-guide-link="">
        <a className="target-link" href={getPath('whenSomeoneDies')}>
          When someone dies: the steps for the family in every state
        </a>
      </p>
    </section>
  );
}
