import type { Service } from '@tsa/shared';
import { useCallback, useState } from 'react';
import { discardOrderDraft, restoreOrderDraft, saveOrderDraft, type RestoredOrderDraft } from './order-draft';
import type { OrderFormValues } from './order-form';

export interface OrderDraftOptions {
  /** Whose draft; without one (nobody signed in) nothing is kept. */
  userId: string | undefined;
  /** The past order of "Đặt lại", or null. */
  source: string | null;
  /** What the form starts from when there is no draft, and goes back to when it is discarded. */
  base: OrderFormValues;
  services: readonly Service[];
  now: Date;
}

/**
 * The order form's draft on this device: read once when the form opens, so the form starts
 * from it; `save` on every change, `discard` when the student throws it away, `clear` once the
 * order is placed.
 */
export function useOrderDraft({ userId, source, base, services, now }: OrderDraftOptions) {
  const [restored, setRestored] = useState<RestoredOrderDraft | null>(() =>
    userId ? restoreOrderDraft(userId, source, base, services, now) : null,
  );
  const [startValues] = useState(() => restored?.values ?? base);

  const save = useCallback(
    (values: OrderFormValues) => {
      if (!userId) return;
      // Back to where it started is no draft: the next visit should not announce one.
      if (JSON.stringify(values) === JSON.stringify(base)) discardOrderDraft(userId);
      else saveOrderDraft(userId, values, source);
    },
    [userId, source, base],
  );

  const clear = useCallback(() => {
    if (userId) discardOrderDraft(userId);
    setRestored(null);
  }, [userId]);

  return { startValues, restoredAt: restored?.savedAt ?? null, save, clear };
}
