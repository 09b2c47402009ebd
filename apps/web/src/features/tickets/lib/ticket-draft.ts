import { TICKET_LIMITS } from '@tsa/shared';
import { discardDraft, readDraft, saveDraft } from '@/lib/drafts';

const NAME = 'new-ticket';

/** What a new support request holds while it is being written. */
export interface TicketDraft {
  subject: string;
  message: string;
  /** The order it is about, or '' for none. */
  orderId: string;
}

const EMPTY: TicketDraft = { subject: '', message: '', orderId: '' };

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The request being written, as the device kept it (a reload, Back, a tap beside the dialog),
 * made safe to put back: only strings, no longer than the fields take.
 */
export function readTicketDraft(userId: string | undefined): TicketDraft {
  const stored = userId ? readDraft(userId, NAME)?.value : undefined;
  if (!stored || typeof stored !== 'object') return EMPTY;
  const { subject, message, orderId } = stored as Record<string, unknown>;
  return {
    // A little over the limit stays, so the counter says what to cut rather than cutting it.
    subject: text(subject, TICKET_LIMITS.subject * 2),
    message: text(message, TICKET_LIMITS.message * 2),
    orderId: text(orderId, 64),
  };
}

/** Keeps the request being written; an empty one keeps nothing. */
export function saveTicketDraft(userId: string | undefined, draft: TicketDraft): void {
  if (!userId) return;
  if (!draft.subject.trim() && !draft.message.trim()) discardDraft(userId, NAME);
  else saveDraft(userId, NAME, draft);
}

export function discardTicketDraft(userId: string | undefined): void {
  if (userId) discardDraft(userId, NAME);
}
