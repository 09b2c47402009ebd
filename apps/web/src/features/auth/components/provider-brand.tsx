import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import type { OAuthProvider } from '@tsa/shared';
import type { ReactNode } from 'react';

/** Zalo's mark: its white speech bubble with the name, as on the app's icon. */
function ZaloMark() {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden focusable="false" sx={{ width: 22, height: 22 }}>
      <path
        fill="#fff"
        d="M4 3h16a3 3 0 0 1 3 3v9.5a3 3 0 0 1-3 3H10l-4.5 3.2.6-3.2H4a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z"
      />
      <text
        x="12"
        y="13.6"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="7.6"
        fontWeight="700"
        fill="#0068FF"
      >
        Zalo
      </text>
    </Box>
  );
}

export interface ProviderBrand {
  name: string;
  icon: ReactNode;
  /** The brand's colour; white text on it passes WCAG AA (4.5:1 or more). */
  background: string;
  hover: string;
}

// Labels written here, not read from @tsa/shared: the sign-in page paints without zod.
export const PROVIDER_BRANDS: Record<OAuthProvider, ProviderBrand> = {
  zalo: { name: 'Zalo', icon: <ZaloMark />, background: '#0068FF', hover: '#0052CC' },
  facebook: { name: 'Facebook', icon: <FacebookIcon />, background: '#0866FF', hover: '#0652D0' },
  github: { name: 'GitHub', icon: <GitHubIcon />, background: '#24292F', hover: '#3A4048' },
  x: { name: 'X (Twitter)', icon: <XIcon />, background: '#000000', hover: '#2A2A2A' },
};

/** The order people see them in: Zalo first (most students use it), then by reach in Vietnam. */
export const PROVIDER_ORDER: readonly OAuthProvider[] = ['zalo', 'facebook', 'github', 'x'];
