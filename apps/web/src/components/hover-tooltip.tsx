import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useState,
  type FocusEvent,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
} from 'react';

type Tooltip = ComponentType<TooltipProps>;
let loaded: Tooltip | undefined;
const loadTooltip = async (): Promise<Tooltip> => (loaded ??= (await import('@mui/material/Tooltip')).default);

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}

/**
 * MUI's Tooltip, fetched when a mouse first rests on the child or the keyboard focuses it:
 * Tooltip brings Popper, Grow and Portal (about 13 KB on the wire) that a header's icon
 * buttons do not need to paint, and a phone's tap never shows a tooltip anyway. The first
 * hover opens it as soon as it has arrived; after that it is MUI's Tooltip as usual.
 */
export function HoverTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<Tooltip | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  if (Tooltip)
    return (
      <Tooltip {...props} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    );
  const arm = () => {
    setOpen(true);
    void loadTooltip().then((component) => setTooltip(() => component));
  };
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps>, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') arm();
    },
    onPointerLeave: (event: PointerEvent) => {
      own.onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      if ((event.target as HTMLElement).matches(':focus-visible')) arm();
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      setOpen(false);
    },
  });
}
