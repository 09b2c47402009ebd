/** What other modules may use of the audit log: adding an event (inside the change's transaction). */
export { recordAuditEvent } from './record';
