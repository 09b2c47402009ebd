import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AuthProviders } from '@tsa/shared';
import type { ReactNode } from 'react';
import { ProviderButtons } from './provider-buttons';

export interface OtherSignInsProps {
  providers: AuthProviders | undefined;
  /** 'Đăng nhập' or 'Đăng ký'. */
  verb: string;
  onPhone: () => void;
  /** Google's button (its own script), shown after the redirect providers. */
  google?: ReactNode;
}

/** The providers the server offers, Google, and, when SMS is on, the phone number. */
export function OtherSignIns({ providers, verb, onPhone, google }: OtherSignInsProps) {
  const oauth = providers?.oauth ?? [];
  if (oauth.length === 0 && !providers?.phone && !google) return null;
  return (
    <Stack spacing={1.5}>
      <ProviderButtons providers={oauth} verb={verb} />
      {google}
      {providers?.phone && (
        <Button
          fullWidth
          size="large"
          variant="outlined"
          startIcon={<PhoneIphoneOutlinedIcon />}
          onClick={onPhone}
          // The longest label: narrower sides keep it on one line on a 390 px phone.
          sx={{ px: 1, fontSize: { xs: '0.9375rem', sm: '1rem' } }}
        >
          {verb} bằng số điện thoại
        </Button>
      )}
    </Stack>
  );
}
