import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachNotistack } from '@/lib/snackbar';

// notistack's own look, in the app's font and corner radius and the theme's status colours.
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': { fontFamily: theme.typography.fontFamily, borderRadius: 12, fontWeight: 500 },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
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
