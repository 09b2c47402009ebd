import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { prepareGoogleSignIn } from '../lib/google-identity';

export const GOOGLE_LOAD_FAILED_MESSAGE = 'Không tải được đăng nhập Google. Vui lòng kiểm tra mạng và thử lại';

export interface GoogleSignInButtonProps {
  clientId: string;
  /** Called with Google's ID token (undefined when Google handed none). */
  onCredential: (idToken: string | undefined) => void;
  onError: (message: string) => void;
  /** While the ID token is being exchanged for a session. */
  busy?: boolean;
}

/** Google's four-colour G. */
export function GoogleMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      aria-hidden
      focusable="false"
      sx={{
        width: 20,
        height: 20,
      }}
    >
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </Box>
  );
}

/**
 * 'Đăng nhập với Google': loads Google Identity Services on first click and asks Google for
 * an ID token (its account chooser). When Google will not show its prompt (dismissed too
 * often, third-party sign-in blocked), Google's own button is rendered below as the way on.
 */
export function GoogleSignInButton({ clientId, onCredential, onError, busy = false }: GoogleSignInButtonProps) {
  const theme = useTheme();
  const [loading, setLoading] = useState(false);
  const [fallback, setFallback] = useState(false);
  const fallbackRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onError });
  useEffect(() => {
    handlers.current = { onCredential, onError };
  });

  const prepare = () => prepareGoogleSignIn(clientId, (idToken) => handlers.current.onCredential(idToken));

  async function start() {
    setLoading(true);
    try {
      const api = await prepare();
      api.prompt((notification) => {
        if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) setFallback(true);
      });
    } catch {
      handlers.current.onError(GOOGLE_LOAD_FAILED_MESSAGE);
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    const parent = fallbackRef.current;
    if (!fallback || !parent) return;
    void prepareGoogleSignIn(clientId, (idToken) => handlers.current.onCredential(idToken)).then((api) =>
      api.renderButton(parent, {
        type: 'standard',
        theme: theme.palette.mode === 'dark' ? 'filled_black' : 'outline',
        size: 'large',
        text: 'signin_with',
        shape: 'rectangular',
        width: Math.min(parent.clientWidth || 320, 400),
        locale: 'vi',
      }),
    );
  }, [fallback, clientId, theme.palette.mode]);

  return (
    <Box>
      <Button
        fullWidth
        size="large"
        variant="outlined"
        color="inherit"
        startIcon={<GoogleMark />}
        loading={loading || busy}
        loadingPosition="start"
        onClick={() => void start()}
        sx={{ borderColor: 'divider', color: 'text.primary', bgcolor: 'background.paper' }}
      >
        Đăng nhập với Google
      </Button>
      {fallback && (
        <Box sx={{ mt: 1.5, textAlign: 'center' }}>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mb: 1,
            }}
          >
            Chọn tài khoản Google của bạn bằng nút bên dưới:
          </Typography>
          <Box ref={fallbackRef} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
        </Box>
      )}
    </Box>
  );
}
