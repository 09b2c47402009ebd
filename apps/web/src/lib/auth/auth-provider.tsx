import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { renewSession } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { forgetDrafts } from '@/lib/drafts';
import {
  clearSession,
  getAccessToken,
  getStoredUser,
  hasSession,
  setAccessToken,
  setSignedInOnScreen,
  setStoredUser,
} from '@/lib/session';
import { getProfile, profileQueryKey } from './get-profile';
import { providerReturnExpected, takeProviderReturn } from './provider-return';
import { signOutOnServer } from './sign-out';
import { authReducer, initialAuthState, type AuthAction } from './auth-reducer';
import { isCompleteUser, type AuthState, type AuthUser } from './types';

export interface AuthSession {
  accessToken: string;
  user: AuthUser;
}

export interface AuthContextValue extends AuthState {
  /** Stores a fresh session (token + user copy) and marks the user signed in. */
  signIn: (session: AuthSession) => void;
  /** Same as signIn, for a user who has just completed sign-up. */
  signUp: (session: AuthSession) => void;
  /** Merges changed profile fields into the user and its stored copy. */
  updateProfile: (changes: Partial<AuthUser>) => void;
  /**
   * Revokes the refresh token on the server, forgets the session, the cached data and the
   * drafts of forms. With `ended` the session ended by itself rather than by the user's choice:
   * the drafts stay for the same person to finish once signed in again, and the sign-in page
   * says why it is shown.
   */
  signOut: (options?: { ended?: boolean }) => Promise<void>;
  dispatch: Dispatch<AuthAction>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

function withMethod(user: AuthUser): AuthUser {
  return { ...user, authMethod: 'jwt' };
}

/**
 * The contract's start-up: with a stored access token, fetch the current user; a response missing
 * id/firstName/lastName/role/status falls back to the `user_data` copy; otherwise (no token,
 * rejected token, no usable copy) the visitor is signed out.
 */
async function resolveStartupUser(queryClient: QueryClient): Promise<AuthUser | null> {
  // Back from a provider's sign-in at `/`: the server set only the refresh cookie
  // (lib/auth/provider-return). Anywhere else (an error, a sign-up to complete) it set none.
  if (takeProviderReturn() && !getAccessToken() && window.location.pathname === '/') await renewSession();
  if (!getAccessToken()) return null;
  const stored = getStoredUser();
  const fallback = isCompleteUser(stored) ? withMethod(stored) : null;
  try {
    const profile = await getProfile({ redirectOnSessionEnd: false });
    if (isCompleteUser(profile)) {
      const user = withMethod(profile);
      setStoredUser(user);
      // The account page reads the same profile: no second request right after start-up.
      queryClient.setQueryData(profileQueryKey, profile);
      return user;
    }
    return fallback;
  } catch (error) {
    // The server said no (expired beyond refresh, banned): the stored copy must not win. A ban
    // is also reported by the API client, which shows /banned once the router is up.
    if (isApiError(error) && (error.statusCode === 401 || error.statusCode === 403)) {
      clearSession();
      return null;
    }
    // Unreachable or failing server: keep working from the stored copy.
    return fallback;
  }
}

/**
 * Without a stored token the visitor is a guest from the start: the first paint is their page,
 * not the start-up overlay (on /auth it replaces the build's render of the same page).
 */
function startupState(initial: AuthState): AuthState {
  return getAccessToken() || providerReturnExpected()
    ? initial
    : { isInitialized: true, isAuthenticated: false, user: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState, startupState);
  const queryClient = useQueryClient();

  useEffect(() => {
    // A guest is settled by startupState: initialising again would re-render the whole app.
    if (!getAccessToken() && !providerReturnExpected()) return;
    let active = true;
    void resolveStartupUser(queryClient).then((user) => {
      if (active) dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: Boolean(user), user } });
    });
    return () => {
      active = false;
    };
  }, [queryClient]);

  useEffect(() => {
    setSignedInOnScreen(state.isAuthenticated);
    return () => setSignedInOnScreen(false);
  }, [state.isAuthenticated]);

  const startSession = useCallback((type: 'SIGN_IN' | 'SIGN_UP', session: AuthSession) => {
    const user = withMethod(session.user);
    setAccessToken(session.accessToken);
    setStoredUser(user);
    dispatch({ type, payload: { user } });
  }, []);

  // Every field of `changes` wins over the held user, each under its own name (the contract's copy
  // took the last name from the first-name field; not here).
  const updateProfile = useCallback(
    (changes: Partial<AuthUser>) => {
      if (state.user) setStoredUser({ ...state.user, ...changes, authMethod: 'jwt' });
      dispatch({ type: 'UPDATE_PROFILE', payload: { user: changes } });
    },
    [state.user],
  );

  const signOut = useCallback(
    async (options?: { ended?: boolean }) => {
      if (hasSession()) await signOutOnServer();
      clearSession();
      if (!options?.ended) forgetDrafts();
      dispatch({ type: 'SIGN_OUT', payload: { ended: options?.ended } });
      queryClient.clear();
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: (session) => startSession('SIGN_IN', session),
      signUp: (session) => startSession('SIGN_UP', session),
      updateProfile,
      signOut,
      dispatch,
    }),
    [state, startSession, updateProfile, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
