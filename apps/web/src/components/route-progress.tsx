import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** The contract's progress colour: fixed, whatever the chosen preset. */
export const PROGRESS_COLOUR = '#2970FF';
// A route change that needs no loading still gets a short flash, so every navigation is felt.
const FLASH_MS = 450;

/**
 * A 4 px bar across the top of the viewport plus a small spinner at the top right, shown on
 * every route change and for as long as the router is loading a lazy page.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const [flashing, setFlashing] = useState(false);
  const firstRender = useRef(true);

  useEffect(() => {
    // The first page is covered by the startup overlay already.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  if (navigation.state === 'idle' && !flashing) return null;

  return (
    <Box
      data-testid="route-progress"
      sx={{ position: 'fixed', inset: '0 0 auto 0', zIndex: 2000, pointerEvents: 'none' }}
    >
      <LinearProgress
        aria-label="Đang tải trang"
        sx={{
          height: 4,
          backgroundColor: 'rgba(41, 112, 255, 0.18)',
          '& .MuiLinearProgress-bar': { backgroundColor: PROGRESS_COLOUR },
        }}
      />
      <CircularProgress
        size={18}
        thickness={5}
        aria-hidden
        sx={{ position: 'absolute', top: 12, right: 12, color: PROGRESS_COLOUR }}
      />
    </Box>
  );
}
