import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { softChipColours } from './readable-shade';

/** The chip's tint over a surface, as the browser paints it (sRGB mix). */
function tintOver(surface: string, colour: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [base, top] = [channels(surface), channels(colour)];
  return `rgb(${base.map((value, index) => Math.round(value * (1 - opacity) + top[index]! * opacity)).join(', ')})`;
}

describe('soft status chips', () => {
  it.each(['light', 'dark'] as const)(
    '%s: every order status reads on its tint on a card and in a selected, hovered row',
    (mode) => {
      const surfaces = mode === 'dark' ? ['#111827', '#1A2844'] : ['#FFFFFF', '#E5ECFB'];
      const opacity = mode === 'dark' ? 0.2 : 0.12;
      for (const colour of Object.values(ORDER_STATUS_COLORS)) {
        const { color } = softChipColours(colour, mode);
        for (const surface of surfaces)
          expect(getContrastRatio(color, tintOver(surface, colour, opacity))).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
