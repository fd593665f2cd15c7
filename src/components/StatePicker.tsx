import { Link } from 'react-router-dom';
import { statePath } from '#core/paths';
import { type StateRecord, states } from '../../content/data/states';

/** The 50 states and DC in alphabetical order of their names, each with the path of its page. */
export const statesByName: ReadonlyArray<StateRecord & { path: string }> = [...states]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((state) => ({ ...state, path: statePath(state.code) }));

/**
 * The state picker: one plain link per state page (its cities are listed there), in columns. No
 * script and no select box: every link is in the HTML, each a full-size target.
 */
export function StatePicker({ headingId }: { headingId: string }) {
  return (
    <ul className="state-picker" aria-labelledby={headingId}>
      {statesByName.map((state) => (
        <li key={state.code}>
          <Link to={state.path}>{state.name}</Link>
        </li>
      ))}
    </ul>
  );
}
