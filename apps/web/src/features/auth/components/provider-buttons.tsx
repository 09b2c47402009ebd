import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OAuthProvider } from '@tsa/shared';
import { API_BASE } from '@/lib/api-client';
import { expectProviderReturn } from '@/lib/auth/provider-return';
import { PROVIDER_BRANDS, PROVIDER_ORDER } from './provider-brand';

/** Where the browser goes to sign in with a provider (the server answers 302 to the provider). */
export function providerSignInUrl(provider: OAuthProvider): string {
  return `${API_BASE}/auth/oauth/${provider}`;
}

export interface ProviderButtonsProps {
  /** The providers the server switched on (GET /api/auth/providers `oauth`). */
  providers: readonly OAuthProvider[];
  /** 'Đăng nhập' on the sign-in page, 'Đăng ký' on the sign-up page. */
  verb: string;
}

/**
 * One button per provider the server offers, in the brand's colours. Each is a plain link: the
 * sign-in is a full page navigation through the server, never a fetch.
 */
export function ProviderButtons({ providers, verb }: ProviderButtonsProps) {
  const shown = PROVIDER_ORDER.filter((provider) => providers.includes(provider));
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1.5} role="group" aria-label={`${verb} bằng tài khoản khác`}>
      {shown.map((provider) => {
        const brand = PROVIDER_BRANDS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={providerSignInUrl(provider)}
            onClick={expectProviderReturn}
            fullWidth
            size="large"
            variant="contained"
            disableElevation
            startIcon={brand.icon}
            data-provider={provider}
            sx={{
              bgcolor: brand.background,
              color: '#fff',
              // A dark brand on a dark page still shows its edge.
              border: 1,
              borderColor: (theme) => (theme.palette.mode === 'dark' ? 'divider' : brand.background),
              '&:hover': { bgcolor: brand.hover },
            }}
          >
            {verb} với {brand.name}
          </Button>
        );
      })}
    </Stack>
  );
}
