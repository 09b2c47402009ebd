import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below the sm breakpoint (phones) a dialog takes the whole screen: a form and the on-screen
 * keyboard do not fit in a floating box.
 */
export function useFullScreenDialog(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
