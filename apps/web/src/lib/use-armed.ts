import { useEffect, useState } from 'react';

/**
 * How long a confirmation's button stays off after its dialog opens: the second tap of a double
 * tap (≈ 100–300 ms later) lands on the dialog, not on an irreversible step.
 */
const ARM_DELAY_MS = 450;

/**
 * False for `ARM_DELAY_MS` after the component mounts, then true. Used inside a dialog's content,
 * which mounts each time the dialog opens, so the finger that opened it cannot also confirm it.
 */
export function useArmed(delay = ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return armed;
}
