import type { AuthState, AuthUser } from './types';

export type AuthAction =
  | { type: 'INITIALIZE'; payload: { isAuthenticated: boolean; user: AuthUser | null } }
  | { type: 'SIGN_IN'; payload: { user: AuthUser } }
  | { type: 'SIGN_UP'; payload: { user: AuthUser } }
  | { type: 'UPDATE_PROFILE'; payload: { user: Partial<AuthUser> } }
  | { type: 'SIGN_OUT'; payload?: { ended?: boolean } };

export const initialAuthState: AuthState = { isAuthenticated: false, isInitialized: false, user: null };

/** The contract's auth state machine. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIALIZE':
      return { isInitialized: true, isAuthenticated: action.payload.isAuthenticated, user: action.payload.user };
    case 'SIGN_IN':
    case 'SIGN_UP':
      return { ...state, isAuthenticated: true, user: action.payload.user, sessionEnded: false };
    case 'UPDATE_PROFILE':
      // Merges into the signed-in user; without one there is nothing to update.
      return state.user ? { ...state, user: { ...state.user, ...action.payload.user } } : state;
    case 'SIGN_OUT':
      return { ...state, isAuthenticated: false, user: null, sessionEnded: Boolean(action.payload?.ended) };
    default:
      return state;
  }
}
