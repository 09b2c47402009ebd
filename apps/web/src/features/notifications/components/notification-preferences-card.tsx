import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_KIND_HINTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS_BY_ROLE,
  notificationPreferencesSchema,
  type KindChannels,
  type NotificationKind,
  type NotificationPreferences,
  type Role,
} from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { errorText } from '@/lib/api-error';
import { getStoredUser } from '@/lib/session';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { PushDeviceSwitch } from './push-device-switch';

const CHANNELS: { key: keyof KindChannels; label: string }[] = [
  { key: 'push', label: 'Thông báo đẩy' },
  { key: 'email', label: 'Email' },
  { key: 'wake', label: 'Báo cả trong giờ yên lặng' },
];

function roleOfSession(): Role {
  const role = getStoredUser<{ role?: Role }>()?.role;
  return role === 'STAFF' || role === 'ADMIN' ? role : 'STUDENT';
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveNotificationPreferences();
  const kinds = NOTIFICATION_KINDS_BY_ROLE[roleOfSession()];
  const checked = notificationPreferencesSchema.safeParse(draft);
  const timeError = (field: 'start' | 'end') =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path.at(-1) === field)?.message;

  const setChannel = (kind: NotificationKind, key: keyof KindChannels, value: boolean) =>
    setDraft((current) => ({
      ...current,
      kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], [key]: value } },
    }));
  const setQuiet = (change: Partial<NotificationPreferences['quietHours']>) =>
    setDraft((current) => ({ ...current, quietHours: { ...current.quietHours, ...change } }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked.success) return;
    save.mutate(checked.data, {
      onSuccess: () => enqueueSnackbar('Đã lưu cài đặt thông báo', { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Cài đặt thông báo">
      <Stack spacing={2.5}>
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {kinds.map((kind) => (
            <Box key={kind} role="group" aria-labelledby={`kind-${kind}`}>
              <Typography id={`kind-${kind}`} variant="subtitle2" component="h3">
                {NOTIFICATION_KIND_LABELS[kind]}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {NOTIFICATION_KIND_HINTS[kind]} · luôn hiện trong ứng dụng
              </Typography>
              <Stack
                direction="row"
                sx={{
                  flexWrap: 'wrap',
                  columnGap: 2,
                }}
              >
                {CHANNELS.map(({ key, label }) => (
                  <FormControlLabel
                    key={key}
                    label={label}
                    control={
                      <Checkbox
                        checked={draft.kinds[kind][key]}
                        disabled={key === 'wake' && !draft.kinds[kind].push}
                        onChange={(event) => setChannel(kind, key, event.target.checked)}
                      />
                    }
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={draft.quietHours.enabled}
                onChange={(event) => setQuiet({ enabled: event.target.checked })}
              />
            }
            label="Giờ yên lặng"
          />
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mb: 1.5,
            }}
          >
            Thông báo đẩy trong khoảng này được giữ lại đến sáng (giờ Việt Nam). Email vẫn gửi ngay.
          </Typography>
          <Stack direction="row" spacing={2}>
            {(['start', 'end'] as const).map((field) => (
              <TextField
                key={field}
                label={field === 'start' ? 'Từ' : 'Đến'}
                type="time"
                size="small"
                value={draft.quietHours[field]}
                disabled={!draft.quietHours.enabled}
                onChange={(event) => setQuiet({ [field]: event.target.value })}
                error={Boolean(timeError(field))}
                helperText={timeError(field)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 140 }}
              />
            ))}
          </Stack>
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={!checked.success}>
            Lưu cài đặt thông báo
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Account page: this device's push, then the channels per kind of event and the quiet hours. */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card component="section" aria-labelledby="notification-settings-title">
      <CardHeader
        title="Thông báo"
        slotProps={{ title: { id: 'notification-settings-title', component: 'h2' } }}
        subheader="Chọn cách TSA báo cho bạn khi không mở ứng dụng: thông báo đẩy, email, giờ yên lặng."
      />
      <CardContent>
        <Box sx={{ mb: 2 }}>
          <PushDeviceSwitch />
        </Box>
        {preferences.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : preferences.isError ? (
          <Alert severity="error">{errorText(preferences.error)}</Alert>
        ) : (
          <PreferencesForm initial={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}
