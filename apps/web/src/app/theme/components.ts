import { alpha, type Components, type Theme } from '@mui/material/styles';

/** House style for MUI components: rounded, quiet shadows, no upper-case buttons. */
export function createComponents(theme: Theme): Components<Theme> {
  const dark = theme.palette.mode === 'dark';
  const cardShadow = dark
    ? '0 0 0 1px rgba(255, 255, 255, 0.06), 0 10px 30px rgba(0, 0, 0, 0.35)'
    : '0 0 0 1px rgba(17, 25, 39, 0.04), 0 6px 24px rgba(17, 25, 39, 0.06)';

  return {
    MuiCssBaseline: {
      styleOverrides: {
        '*': { boxSizing: 'border-box' },
        html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', height: '100%' },
        body: { minHeight: '100%' },
        '#root': { minHeight: '100%', display: 'flex', flexDirection: 'column' },
        'img, svg': { display: 'block' },
        // A section in error is scrolled to its top (lib/focus-first-invalid): below the app bar.
        '[data-invalid="true"]': { scrollMarginTop: 88 },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: 20, boxShadow: cardShadow } },
    },
    MuiCardContent: {
      styleOverrides: { root: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } } },
    },
    MuiCardHeader: {
      defaultProps: { slotProps: { title: { variant: 'h6' } } },
      styleOverrides: { root: { padding: theme.spacing(3, 3, 1) } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 12, textTransform: 'none', fontWeight: 600 },
        sizeSmall: { padding: '6px 14px' },
        sizeMedium: { padding: '8px 20px' },
        sizeLarge: { padding: '12px 26px', fontSize: '1rem' },
      },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500, borderRadius: 8 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 10 } } },
    // The hint under a disabled field says how to enable it ("Chọn ký túc xá trước"): it must read.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTooltip: { styleOverrides: { tooltip: { borderRadius: 8, fontSize: '0.75rem' } } },
    MuiDrawer: { styleOverrides: { paper: { borderColor: theme.palette.divider } } },
    MuiMenu: {
      styleOverrides: {
        paper: { borderRadius: 14, border: `1px solid ${theme.palette.divider}`, boxShadow: cardShadow },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        head: {
          fontWeight: 600,
          fontSize: '0.75rem',
          textTransform: 'uppercase',
          letterSpacing: 0.5,
          color: theme.palette.text.secondary,
          backgroundColor: dark ? alpha('#FFFFFF', 0.03) : theme.palette.grey[50],
        },
      },
    },
    MuiSkeleton: { styleOverrides: { rounded: { borderRadius: 12 } } },
  };
}
