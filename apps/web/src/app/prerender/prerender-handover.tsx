import { useLayoutEffect, useState, type ReactNode } from 'react';
import { StaticRenderContext } from '@/lib/static-render';

/**
 * Hydrates a page the build rendered: the first render matches the build's (controls that need
 * the app disabled, labels raised), then the page becomes the live one. Layout effect: the
 * build's leftovers go before the browser paints the hydrated page.
 */
export function PrerenderHandover({ onHandedOver, children }: { onHandedOver: () => void; children: ReactNode }) {
  const [handedOver, setHandedOver] = useState(false);
  useLayoutEffect(() => {
    onHandedOver();
    setHandedOver(true);
  }, [onHandedOver]);
  return <StaticRenderContext.Provider value={!handedOver}>{children}</StaticRenderContext.Provider>;
}
