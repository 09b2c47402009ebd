import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  SIGN_IN_PROVIDER_LABELS,
  type IdentityProvider,
  type OAuthProvider,
  type SignInMethods,
  type SignInProvider,
} from '@tsa/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmStepDialog } from '@/components/confirm-step-dialog';
import { errorText } from '@/lib/api-error';
import { enqueueSnackbar } from '@/lib/snackbar';
import { usePasskeys } from '../api/get-passkeys';
import { useProviders } from '../api/get-providers';
import { useSignInMethods, useStartProviderLink, useUnlinkSignIn } from '../api/sign-in-methods';
import { countSignInMethods } from '../lib/count-sign-in-methods';
import { formatVietnamesePhone } from '../lib/phone-number';
import { VerifiedChip } from './account-summary-card';
import { GoogleMark } from './google-sign-in-button';
import { PhoneLinkForm } from './phone-link-form';
import { PROVIDER_BRANDS, PROVIDER_ORDER } from './provider-brand';
import { SignInMethodRow } from './sign-in-method-row';

export const LAST_METHOD_REASON = 'Đây là cách đăng nhập duy nhất của bạn nên chưa gỡ được';

export function linkedToast(provider: string): string {
  return `Đã liên kết ${SIGN_IN_PROVIDER_LABELS[provider as SignInProvider] ?? provider} với tài khoản của bạn`;
}

/** `?linked=<provider>` (back from linking at the provider): says so once, then leaves the address. */
function useLinkedNotice() {
  const [params, setParams] = useSearchParams();
  const linked = params.get('linked');
  const shown = useRef(false);
  useEffect(() => {
    if (!linked || shown.current) return;
    shown.current = true;
    if (linked in SIGN_IN_PROVIDER_LABELS) enqueueSnackbar(linkedToast(linked), { variant: 'success' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('linked');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
}

/** The providers to list: those switched on, then any linked one that is not (Google, or one switched off). */
function providersToList(enabled: readonly OAuthProvider[], methods: SignInMethods): IdentityProvider[] {
  const linked = methods.identities.map((identity) => identity.provider);
  const listed: IdentityProvider[] = PROVIDER_ORDER.filter((p) => enabled.includes(p) || linked.includes(p));
  return [...listed, ...linked.filter((p) => !listed.includes(p))];
}

/** The brand's mark in its colour, on a small tile (Zalo's is white on its blue). */
function BrandIcon({ provider }: { provider: OAuthProvider }) {
  const brand = PROVIDER_BRANDS[provider];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 24,
        height: 24,
        borderRadius: 1,
        bgcolor: brand.background,
        color: '#fff',
        '& svg': { width: 18, height: 18 },
      }}
    >
      {brand.icon}
    </Box>
  );
}

function providerIcon(provider: IdentityProvider) {
  return provider === 'google' ? <GoogleMark /> : <BrandIcon provider={provider} />;
}

/**
 * 'Cách đăng nhập': the password, the passkeys, the verified phone and each provider, with
 * linking and unlinking. The last way in cannot be removed: its button is off and says why.
 */
export function SignInMethodsCard() {
  useLinkedNotice();
  const methods = useSignInMethods();
  const providers = useProviders();
  const passkeys = usePasskeys();
  const unlink = useUnlinkSignIn();
  const link = useStartProviderLink();
  const [confirming, setConfirming] = useState<SignInProvider | null>(null);
  const [addingPhone, setAddingPhone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  const header = (
    <CardHeader
      title="Cách đăng nhập"
      slotProps={{ title: { id: 'sign-in-methods-title', component: 'h2', variant: 'h6' } }}
      subheader="Những cách bạn có thể đăng nhập vào TSA. Luôn giữ ít nhất một cách."
    />
  );
  if (!methods.data) {
    return (
      <Card component="section" aria-labelledby="sign-in-methods-title">
        {header}
        <CardContent>
          {methods.isError ? (
            <Alert severity="error">{errorText(methods.error)}</Alert>
          ) : (
            <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Đang tải các cách đăng nhập" />
          )}
        </CardContent>
      </Card>
    );
  }

  const data = methods.data;
  const passkeyCount = passkeys.data?.length ?? data.passkeys;
  const isLast = countSignInMethods(data, passkeyCount) <= 1;
  // The password and passkeys are removed elsewhere: the reason is said only beside a button here.
  const lastIsHere = isLast && (Boolean(data.phone) || data.identities.length > 0);
  const phoneOffered = Boolean(providers.data?.phone) || Boolean(data.phone);

  function onLink(provider: OAuthProvider) {
    setError(null);
    link.mutate(provider, {
      // A full page navigation: the provider asks the person, then sends them back here.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (failure) => setError(errorText(failure)),
    });
  }

  function onConfirmUnlink() {
    if (!confirming) return;
    const provider = confirming;
    unlink.mutate(provider, {
      onSuccess: () => {
        setConfirming(null);
        enqueueSnackbar(`Đã gỡ ${SIGN_IN_PROVIDER_LABELS[provider]} khỏi cách đăng nhập`, { variant: 'success' });
      },
      onError: (failure) => {
        setConfirming(null);
        setError(errorText(failure));
      },
    });
  }

  function removeButton(provider: SignInProvider, label: string) {
    return (
      <Button
        color="error"
        size="small"
        disabled={isLast}
        aria-describedby={isLast ? reasonId : undefined}
        aria-label={`${label} ${SIGN_IN_PROVIDER_LABELS[provider]}`}
        onClick={() => {
          setError(null);
          setConfirming(provider);
        }}
      >
        {label}
      </Button>
    );
  }

  return (
    <Card component="section" aria-labelledby="sign-in-methods-title">
      {header}
      <CardContent sx={{ pt: 0 }}>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {lastIsHere && (
          <Typography id={reasonId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {LAST_METHOD_REASON}. Hãy thêm một cách khác trước khi gỡ.
          </Typography>
        )}
        <Typography component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Các cách đăng nhập">
          <SignInMethodRow
            icon={<LockRoundedIcon />}
            title="Mật khẩu"
            detail={data.password ? 'Đã đặt mật khẩu' : 'Chưa đặt mật khẩu'}
          />
          <SignInMethodRow
            icon={<KeyRoundedIcon />}
            title="Khóa truy cập"
            detail={passkeyCount > 0 ? `${passkeyCount} khóa truy cập` : 'Chưa có khóa truy cập'}
          />
          {phoneOffered && (
            <SignInMethodRow
              icon={<PhoneIphoneOutlinedIcon />}
              title="Số điện thoại"
              badge={data.phone ? <VerifiedChip verified /> : undefined}
              detail={data.phone ? formatVietnamesePhone(data.phone.phoneNumber) : 'Chưa có số đã xác minh'}
              action={
                data.phone
                  ? removeButton('phone', 'Gỡ')
                  : !addingPhone && (
                      <Button size="small" variant="outlined" onClick={() => setAddingPhone(true)}>
                        Thêm số
                      </Button>
                    )
              }
              below={
                addingPhone && !data.phone && <PhoneLinkForm initialNumber="" onDone={() => setAddingPhone(false)} />
              }
            />
          )}
          {providersToList(providers.data?.oauth ?? [], data).map((provider) => {
            const identity = data.identities.find((item) => item.provider === provider);
            const name = SIGN_IN_PROVIDER_LABELS[provider];
            return (
              <SignInMethodRow
                key={provider}
                icon={providerIcon(provider)}
                title={name}
                detail={
                  identity
                    ? [identity.displayName, identity.email].filter(Boolean).join(' · ') || 'Đã liên kết'
                    : 'Chưa liên kết'
                }
                action={
                  identity ? (
                    removeButton(provider, 'Gỡ liên kết')
                  ) : provider !== 'google' ? (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Liên kết ${name}`}
                      loading={link.isPending && link.variables === provider}
                      onClick={() => onLink(provider)}
                    >
                      Liên kết
                    </Button>
                  ) : undefined
                }
              />
            );
          })}
        </Typography>
      </CardContent>
      <ConfirmStepDialog
        open={confirming !== null}
        title={confirming ? `Gỡ ${SIGN_IN_PROVIDER_LABELS[confirming]}?` : ''}
        confirmLabel="Gỡ liên kết"
        confirmColor="error"
        sending={unlink.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirmUnlink}
      >
        {confirming === 'phone'
          ? 'Bạn sẽ không đăng nhập bằng mã SMS được nữa. Số vẫn được giữ để nhân viên liên lạc.'
          : `Bạn sẽ không đăng nhập bằng ${confirming ? SIGN_IN_PROVIDER_LABELS[confirming] : ''} được nữa. Bạn có thể liên kết lại bất cứ lúc nào.`}
      </ConfirmStepDialog>
    </Card>
  );
}
