import { useEffect, useId, useRef, useState } from 'react';
import type { ChecklistGroup } from '../../../content/data/checklist';

type Ticks = Readonly<Record<string, boolean>>;

/**
 * One group of the funeral planning checklist. The group's own box is checked when every item
 * is, unchecked when none is, and indeterminate ("mixed") in between; it ticks or clears the
 * whole group. Real checkboxes with labels, so it works by keyboard and screen reader. The
 * ticks live in this component's state only: nothing is stored or sent.
 */
function Group({ group }: { group: ChecklistGroup }) {
  const id = useId();
  const [ticks, setTicks] = useState<Ticks>({});
  const allBox = useRef<HTMLInputElement>(null);
  const done = group.items.filter((item) => ticks[item.id]).length;
  const all = done === group.items.length;
  const some = done > 0 && !all;

  // `indeterminate` is a DOM property with no HTML attribute: set it after each render.
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);

  const toggleAll = () => {
    const next = !all;
    setTicks(Object.fromEntries(group.items.map((item) => [item.id, next])));
  };

  return (
    <section className="checklist-group" aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`}>
        {group.title} <span className="checklist-when">{group.when}</span>
      </h3>
      <div className="checklist-all">
        <input
          ref={allBox}
          type="checkbox"
          id={`${id}all`}
          checked={all}
          onChange={toggleAll}
          aria-describedby={`${id}count`}
        />
        <label htmlFor={`${id}all`}>All {group.title.toLowerCase()}</label>
        <span id={`${id}count`} className="checklist-count">
          {done} of {group.items.length} done
        </span>
      </div>
      <ul className="checklist-items">
        {group.items.map((item) => (
          <li key={item.id}>
            <input
              type="checkbox"
              id={`${id}${item.id}`}
              checked={Boolean(ticks[item.id])}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setTicks((current) => ({ ...current, [item.id]: checked }));
              }}
            />
            <label htmlFor={`${id}${item.id}`}>{item.text}</label>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Checklist({ groups }: { groups: readonly ChecklistGroup[] }) {
  return (
    <div className="checklist">
      {groups.map((group) => (
        <Group key={group.id} group={group} />
      ))}
    </div>
  );
}
