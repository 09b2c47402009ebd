import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of the element `ref` is attached to, kept current as the layout changes
 * (0 until measured, and where the browser cannot measure, as in tests without layout).
 */
export function useElementWidth<T extends Element>(enabled = true) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, width };
}
