import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * notistack's `enqueueSnackbar` / `closeSnackbar`, without notistack in the first download.
 * Most visits never show a message, yet notistack and its CSS-in-JS engine (goober) weigh
 * some 8 KB on the wire on every page. Calls made before it has arrived wait here in order;
 * the first one asks `AppSnackbarProvider` (app/snackbar-provider.tsx) to load it, and the
 * queue is handed over once its provider is mounted.
 */
interface Notistack {
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
}

type Queued = { message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } };

let notistack: Notistack | null = null;
let queue: Queued[] = [];
let requested = false;
const listeners = new Set<() => void>();
let lastKey = 0;

export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  if (notistack) return notistack.enqueueSnackbar(message, options);
  // notistack would make the key itself; a queued message needs it now, for closeSnackbar.
  const key = options.key ?? `queued-${++lastKey}`;
  queue.push({ message, options: { ...options, key } });
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return key;
}

/** Without a key, closes every message (as notistack does). */
export function closeSnackbar(key?: SnackbarKey): void {
  if (notistack) return notistack.closeSnackbar(key);
  queue = key === undefined ? [] : queue.filter((queued) => queued.options.key !== key);
}

const snackbar = { enqueueSnackbar, closeSnackbar };

/** Same shape as notistack's hook; both functions are stable, so effects may depend on them. */
export function useSnackbar(): typeof snackbar {
  return snackbar;
}

/** For the provider: whether a message has asked for notistack yet. */
export function snackbarRequested(): boolean {
  return requested;
}

export function onSnackbarRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted provider takes over: the waiting messages are shown, later ones go straight through. */
export function attachNotistack(loaded: Notistack): () => void {
  notistack = loaded;
  const waiting = queue;
  queue = [];
  for (const { message, options } of waiting) loaded.enqueueSnackbar(message, options);
  return () => {
    if (notistack === loaded) notistack = null;
  };
}
