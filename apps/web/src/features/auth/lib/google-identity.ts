/**
 * Google Identity Services, loaded on demand with a script tag: the page only talks to Google
 * when the server says Google sign-in is configured (its Content-Security-Policy allows
 * accounts.google.com only then).
 */
export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GooglePromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
}

export interface GoogleIdApi {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium';
      text?: 'signin_with' | 'continue_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

let loading: Promise<GoogleIdApi> | null = null;

export function loadGoogleIdentity(): Promise<GoogleIdApi> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      // Let a later click try again (a network blip, a blocker turned off).
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

// initialize() configures the one global Google client; calling it again makes Google warn.
// One initialisation per client id, and the callback forwards to whoever listens now.
let initialised: { api: GoogleIdApi; clientId: string } | null = null;
let credentialListener: ((credential: string | undefined) => void) | null = null;

/** Loads the script, initialises it once for `clientId`, and routes credentials to `listener`. */
export async function prepareGoogleSignIn(
  clientId: string,
  listener: (credential: string | undefined) => void,
): Promise<GoogleIdApi> {
  const api = await loadGoogleIdentity();
  credentialListener = listener;
  if (initialised?.api !== api || initialised.clientId !== clientId) {
    api.initialize({
      client_id: clientId,
      callback: (response) => credentialListener?.(response.credential),
      auto_select: false,
      cancel_on_tap_outside: true,
      context: 'signin',
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
    });
    initialised = { api, clientId };
  }
  return api;
}
