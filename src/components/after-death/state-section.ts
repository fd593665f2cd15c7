/**
 * The id of a state page's section for a family after a death. The state page renders it
 * (StateAfterDeathSection); the guide's chooser (src/pages/state-chooser.ts, in the loader, so
 * nothing heavier than this constant may be imported there) fetches the state page and takes the
 * section by it.
 */
export const STATE_SECTION_ID = 'after-a-death';
