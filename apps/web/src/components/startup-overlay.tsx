import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LogoMark } from './logo';

export const STARTUP_MESSAGE = 'Hệ thống đang khởi động, vui lòng đợi…';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const breathe = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.05); }
`;

/**
 * Covers the whole viewport while the app starts (until auth has initialised). Mirrors the
 * static overlay of index.html so the hand-over from HTML to React is invisible.
 */
export function StartupOverlay() {
  return (
    <Box
      data-testid="startup-overlay"
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1400,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 2.5, sm: 3 },
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          animation: `${breathe} 2.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <LogoMark size={72} />
      </Box>
      <Typography
        component="p"
        sx={{
          m: 0,
          fontWeight: 500,
          color: 'text.secondary',
          fontSize: { xs: '0.9375rem', sm: '1.0625rem', md: '1.125rem' },
        }}
      >
        {STARTUP_MESSAGE}
      </Typography>
      <Box
        aria-hidden
        sx={{
          width: 144,
          height: 4,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.selected',
          '&::after': {
            content: '""',
            display: 'block',
            width: '40%',
            height: '100%',
            borderRadius: 2,
            bgcolor: 'primary.main',
            animation: `${slide} 1.1s ease-in-out infinite`,
          },
        }}
      />
    </Box>
  );
}
