/** What other modules may use of slot capacity: taking a place in a pickup window. */
export { claimWindow, claimWindows } from './service';
