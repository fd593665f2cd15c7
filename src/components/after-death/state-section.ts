/**
 * The id of a state page's section for a family after a death. The state page renders it
 * (StateAfterDeathSection); the guide links to it, and its chooser (src/pages/state-chooser.ts)
 * fetches the state page and takes the section the link's fragment names.
 */
export const STATE_SECTION_ID = 'after-a-death';
