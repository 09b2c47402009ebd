import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, paths } from '@/config/paths';
import { setAccountDisabledHandler, setSessionEndHandler } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Lets the API client end a session through the router (it cannot navigate by itself):
 * - the session cannot be refreshed → signed out, to /auth?returnTo=<where the user was>, the
 *   drafts of forms kept for when they are back;
 * - the account is banned (403 auth/user-disabled from any call) → /banned, signed out.
 * Rendered once, inside the router.
 */
export function SessionRedirects() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { pathname, search } = useLocation();
  const here = useRef({ pathname, search });
  const bannedPending = useRef(false);

  useEffect(() => {
    here.current = { pathname, search };
    // Signed out only once /banned is on screen: signing out while a protected page is still
    // shown would make its guard send the user to /auth instead.
    if (bannedPending.current && pathname === paths.banned) {
      bannedPending.current = false;
      void signOut();
    }
  }, [pathname, search, signOut]);

  useEffect(() => {
    const restoreEnd = setSessionEndHandler(() => {
      // Several calls can fail at once; once on the sign-in page, the first one's return path stays.
      if (here.current.pathname === paths.auth.login) return;
      const returnTo = `${here.current.pathname}${here.current.search}`;
      void signOut({ ended: true }).then(() => navigate(loginPath(returnTo), { replace: true }));
    });
    const restoreDisabled = setAccountDisabledHandler(() => {
      if (here.current.pathname === paths.banned) {
        void signOut();
        return;
      }
      bannedPending.current = true;
      void navigate(paths.banned, { replace: true });
    });
    return () => {
      restoreDisabled();
      restoreEnd();
    };
  }, [navigate, signOut]);

  return null;
}
