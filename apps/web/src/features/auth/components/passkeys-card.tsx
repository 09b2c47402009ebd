import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { passkeyNameSchema } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@/lib/format';
import { isApiError } from '@/lib/api-error';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

/** What a refused or cancelled browser prompt means to the user. */
function passkeyErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'Bạn đã hủy hoặc hết thời gian xác nhận khóa truy cập';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'Thiết bị này đã có khóa truy cập cho tài khoản của bạn';
  return 'Trình duyệt không tạo được khóa truy cập. Vui lòng thử lại';
}

/** The account's passkeys: add one (named), see when each was last used, remove one. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Tên không hợp lệ');
      return;
    }
    setNameError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        enqueueSnackbar('Đã thêm khóa truy cập', { variant: 'success' });
      },
      onError: (error) => setFormError(passkeyErrorMessage(error)),
    });
  }

  return (
    <Card component="section" aria-labelledby="passkeys-title">
      <CardHeader
        title="Khóa truy cập"
        slotProps={{ title: { id: 'passkeys-title', component: 'h2', variant: 'h6' } }}
        subheader="Đăng nhập bằng vân tay, khuôn mặt hoặc mã PIN của thiết bị, không cần mật khẩu."
      />
      <CardContent>
        <Stack spacing={2}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {passkeys.data && passkeys.data.length > 0 ? (
            <List disablePadding aria-label="Các khóa truy cập">
              {passkeys.data.map((passkey) => (
                <ListItem
                  key={passkey.id}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Xóa khóa truy cập ${passkey.name}`}
                      onClick={() =>
                        remove.mutate(passkey.id, {
                          onSuccess: () => enqueueSnackbar('Đã xóa khóa truy cập', { variant: 'success' }),
                        })
                      }
                      disabled={remove.isPending}
                    >
                      <span aria-hidden="true">✕</span>
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={passkey.name}
                    secondary={`Thêm lúc ${formatDateTime(passkey.createdAt)}${
                      passkey.lastUsedAt ? ` · Dùng lần cuối ${formatDateTime(passkey.lastUsedAt)}` : ''
                    }`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              Bạn chưa có khóa truy cập nào.
            </Typography>
          )}
          <Stack component="form" noValidate onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Tên khóa truy cập"
              placeholder="Ví dụ: Điện thoại của tôi"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
              size="small"
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" loading={add.isPending} sx={{ alignSelf: 'flex-start' }}>
              Thêm khóa truy cập
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
