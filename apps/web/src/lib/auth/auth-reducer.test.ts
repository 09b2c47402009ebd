import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-reducer';
import type { AuthUser } from './types';

const user: AuthUser = { id: 'u1', firstName: 'An', lastName: 'Nguyễn', role: 'STUDENT', status: 'ACTIVE' };

describe('authReducer', () => {
  it('INITIALIZE marks the state initialised', () => {
    const state = authReducer(initialAuthState, { type: 'INITIALIZE', payload: { isAuthenticated: true, user } });
    expect(state).toEqual({ isInitialized: true, isAuthenticated: true, user });
  });

  it('SIGN_IN / SIGN_UP authenticate, UPDATE_PROFILE merges, SIGN_OUT clears', () => {
    let state = authReducer({ ...initialAuthState, isInitialized: true }, { type: 'SIGN_IN', payload: { user } });
    expect(state.isAuthenticated).toBe(true);
    state = authReducer(state, { type: 'UPDATE_PROFILE', payload: { user: { room: 'A203' } } });
    expect(state.user).toEqual({ ...user, room: 'A203' });
    state = authReducer(state, { type: 'SIGN_OUT' });
    expect(state).toEqual({ isInitialized: true, isAuthenticated: false, user: null, sessionEnded: false });
    state = authReducer(state, { type: 'SIGN_UP', payload: { user } });
    expect(state.user).toBe(user);
  });

  it('remembers that a session ended by itself until the next sign-in', () => {
    let state = authReducer({ ...initialAuthState, isInitialized: true }, { type: 'SIGN_IN', payload: { user } });
    state = authReducer(state, { type: 'SIGN_OUT', payload: { ended: true } });
    expect(state).toMatchObject({ isAuthenticated: false, user: null, sessionEnded: true });
    state = authReducer(state, { type: 'SIGN_IN', payload: { user } });
    expect(state.sessionEnded).toBe(false);
  });

  it('UPDATE_PROFILE takes each name from its own field (not the original client’s last-name quirk)', () => {
    const signedIn = authReducer({ ...initialAuthState, isInitialized: true }, { type: 'SIGN_IN', payload: { user } });
    const state = authReducer(signedIn, { type: 'UPDATE_PROFILE', payload: { user: { firstName: 'Bình' } } });
    expect(state.user).toMatchObject({ firstName: 'Bình', lastName: 'Nguyễn' });
  });

  it('UPDATE_PROFILE without a signed-in user changes nothing', () => {
    expect(authReducer(initialAuthState, { type: 'UPDATE_PROFILE', payload: { user: { room: 'A1' } } })).toBe(
      initialAuthState,
    );
  });
});
