import fc from 'fast-check';
import { TICKET_LIMITS } from '@tsa/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { saveDraft } from '@/lib/drafts';
import { discardTicketDraft, readTicketDraft, saveTicketDraft } from './ticket-draft';

const USER = '00000000-0000-4000-8000-0000000000aa';

afterEach(() => localStorage.clear());

describe('the draft of a new support request', () => {
  it('gives back what was kept, for its own user only, and nothing once forgotten', () => {
    saveTicketDraft(USER, { subject: 'Áo len bị co', message: 'Giặt xong áo nhỏ lại', orderId: '' });
    expect(readTicketDraft(USER)).toEqual({ subject: 'Áo len bị co', message: 'Giặt xong áo nhỏ lại', orderId: '' });
    expect(readTicketDraft('00000000-0000-4000-8000-0000000000bb')).toEqual({ subject: '', message: '', orderId: '' });
    discardTicketDraft(USER);
    expect(readTicketDraft(USER).subject).toBe('');
  });

  it('keeps nothing for a request with nothing written', () => {
    saveTicketDraft(USER, { subject: 'Áo', message: '', orderId: '' });
    saveTicketDraft(USER, { subject: '  ', message: '', orderId: '' });
    expect(localStorage.length).toBe(0);
  });

  it('puts back only strings the fields can hold, whatever the device kept', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (kept) => {
        saveDraft(USER, 'new-ticket', kept);
        const draft = readTicketDraft(USER);
        for (const value of Object.values(draft)) expect(typeof value).toBe('string');
        expect(draft.subject.length).toBeLessThanOrEqual(TICKET_LIMITS.subject * 2);
        expect(draft.message.length).toBeLessThanOrEqual(TICKET_LIMITS.message * 2);
      }),
    );
  });
});
