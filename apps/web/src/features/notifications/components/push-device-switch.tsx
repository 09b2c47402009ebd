import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useEffect, useState } from 'react';
import { errorText } from '@/lib/api-error';
import { pushState, pushSupported, turnPushOff, turnPushOn, type PushState } from '@/lib/web-push';

const HINTS: Record<PushState, string> = {
  unsupported: 'Trình duyệt này không hỗ trợ thông báo đẩy.',
  denied: 'Trình duyệt đang chặn thông báo của TSA. Hãy cho phép trong cài đặt trang web rồi thử lại.',
  off: 'Nhận thông báo trên điện thoại hoặc máy tính này cả khi đã đóng TSA.',
  on: 'Thiết bị này đang nhận thông báo đẩy.',
};

/** "Bật thông báo trên thiết bị này": this browser's Web Push subscription, on or off. */
export function PushDeviceSwitch({ dense = false }: { dense?: boolean }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    pushState()
      .then((value) => alive && setState(value))
      .catch(() => alive && setState('off'));
    return () => {
      alive = false;
    };
  }, []);

  if (!pushSupported()) return null;

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (on && next === 'on') enqueueSnackbar('Đã bật thông báo trên thiết bị này', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(`Không bật được thông báo: ${errorText(error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={0.25}>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={busy || state === null || state === 'denied'}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'push-device-hint' } }}
          />
        }
        label="Bật thông báo trên thiết bị này"
        slotProps={{ typography: { variant: dense ? 'body2' : 'body1', sx: { fontWeight: 600 } } }}
      />
      {state && (
        <FormHelperText id="push-device-hint" sx={{ mt: 0, ml: dense ? 0 : 6 }}>
          {HINTS[state]}
        </FormHelperText>
      )}
    </Stack>
  );
}
