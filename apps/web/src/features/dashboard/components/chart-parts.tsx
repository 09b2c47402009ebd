import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A chart's legend: a swatch and a name per series, centred under the drawing. */
export function ChartLegend({ items }: { items: { key: string; label: string; color: string }[] }) {
  return (
    <Box
      component="ul"
      aria-label="Chú thích"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: item.color, flexShrink: 0 }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The figures of the column that is pointed at, in a card beside it: to its right in the left
 * half of the drawing, to its left in the right half, so that it never hides the column itself.
 * For eyes only: the drawing's own value text says the same to a screen reader.
 */
export function ChartTooltip({
  column,
  width,
  top,
  children,
}: {
  /** The column's left and right edges, in pixels from the drawing's left. */
  column: { left: number; right: number };
  width: number;
  top: number;
  children: ReactNode;
}) {
  const toTheRight = (column.left + column.right) / 2 < width / 2;
  return (
    <Box
      aria-hidden
      data-testid="chart-tooltip"
      sx={{
        position: 'absolute',
        left: toTheRight ? column.right + 4 : column.left - 4,
        top,
        transform: toTheRight ? undefined : 'translateX(-100%)',
        pointerEvents: 'none',
        minWidth: 148,
        px: 1.5,
        py: 1,
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: 8,
        zIndex: 1,
      }}
    >
      {children}
    </Box>
  );
}
