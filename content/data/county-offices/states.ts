/*
 * The state modules of content/data/county-offices, one line each, named by the module's file
 * (the lower-case state code). index.ts reads them all from here: adding a state is one line.
 */
export { default as tx } from './tx';
