/** What other modules use of the tickets: opening one inside their own transaction. */
export { openTicketIn } from './service';
