/** What other modules may use of regulations: the version a new account accepts. */
export { currentRegulationVersion } from './repository';
