import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useId,
  useState,
  type ComponentType,
  type FocusEvent,
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
  'aria-describedby'?: string;
}

/**
 * MUI's Tooltip for an icon button that has its own accessible name, fetched when a mouse first
 * rests on the button or the keyboard focuses it: Tooltip brings Popper, Grow and Portal that a
 * header does not need to paint, and a tap on a phone never shows one. The tooltip is anchored
 * to the button from beside it rather than wrapped around it, so the button is never re-mounted
 * when the tooltip arrives (a click or the focus in progress would be lost).
 */
export function HoverTooltip({
  children,
  title,
  placement = 'bottom',
}: Pick<TooltipProps, 'title' | 'placement'> & { children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<Tooltip | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const show = (target: EventTarget) => {
    setAnchor(target as HTMLElement);
    setOpen(true);
    if (!Tooltip) void loadTooltip().then((component) => setTooltip(() => component));
  };
  const own = children.props as TriggerProps;
  const visible = open && Boolean(Tooltip);
  return (
    <>
      {cloneElement(children as ReactElement<TriggerProps>, {
        'aria-describedby': visible ? id : own['aria-describedby'],
        onPointerEnter: (event: PointerEvent) => {
          own.onPointerEnter?.(event);
          if (event.pointerType === 'mouse') show(event.currentTarget);
        },
        onPointerLeave: (event: PointerEvent) => {
          own.onPointerLeave?.(event);
          setOpen(false);
        },
        onFocus: (event: FocusEvent) => {
          own.onFocus?.(event);
          if ((event.currentTarget as HTMLElement).matches(':focus-visible')) show(event.currentTarget);
        },
        onBlur: (event: FocusEvent) => {
          own.onBlur?.(event);
          setOpen(false);
        },
      })}
      {Tooltip && anchor && (
        <Tooltip
          id={id}
          title={title}
          placement={placement}
          open={open}
          disableHoverListener
          disableFocusListener
          disableTouchListener
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
