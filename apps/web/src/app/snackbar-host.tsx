import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachNotistack } from '@/lib/snackbar';

const STATUS_VARIANTS = ['success', 'error', 'warning', 'info'] as const;

// notistack's own look, in the app's font and corner radius and the theme's status colours. The
// text takes the tone's own contrast colour: notistack's white is 2.4–3.8:1 on the bright tones
// of the dark mode, under WCAG's 4.5.
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': { fontFamily: theme.typography.fontFamily, borderRadius: 12, fontWeight: 500 },
  ...Object.fromEntries(
    STATUS_VARIANTS.map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: theme.palette[variant].dark, color: theme.palette[variant].contrastText },
    ]),
  ),
}));

const components = {
  default: ThemedContent,
  success: ThemedContent,
  error: ThemedContent,
  warning: ThemedContent,
  info: ThemedContent,
};

/** Hands the queued messages over once notistack's provider exists (it sets its globals when made). */
function Attach() {
  useEffect(() => attachNotistack({ enqueueSnackbar, closeSnackbar }), []);
  return null;
}

/**
 * The contract's snackbars: at most 3, 5 s, bottom-left. Loaded with the first message
 * (lib/snackbar.ts); the app calls notistack only through that module, never through context.
 */
export default function SnackbarHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={components}
    >
      <Attach />
    </SnackbarProvider>
  );
}
