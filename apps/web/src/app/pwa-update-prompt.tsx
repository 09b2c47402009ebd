import Button from '@mui/material/Button';
import { useSnackbar } from '@/lib/snackbar';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// A tab left open for a shift still hears about a release.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Lets the waiting worker take over, then reloads into the new version. workbox-window reloads
 * by itself only for an update it found right after registering; one found later (a tab left
 * open, the hourly check) is "external" to it, so the reload is ours.
 */
function takeOver(updateServiceWorker: (reloadPage?: boolean) => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void updateServiceWorker(true);
}

/**
 * Registers the service worker and, when a new version is installed and waiting, asks the
 * user to reload instead of leaving them on a stale app: "Có phiên bản mới — Tải lại".
 */
export function PwaUpdatePrompt() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    const key = enqueueSnackbar('Có phiên bản mới', {
      variant: 'info',
      persist: true,
      preventDuplicate: true,
      action: () => (
        <Button color="inherit" size="small" onClick={() => takeOver(updateServiceWorker)} sx={{ fontWeight: 700 }}>
          Tải lại
        </Button>
      ),
    });
    return () => closeSnackbar(key);
  }, [needRefresh, enqueueSnackbar, closeSnackbar, updateServiceWorker]);

  return null;
}
