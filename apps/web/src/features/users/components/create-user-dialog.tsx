import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { personName, ROLE_LABELS, ROLES, type CreateUserInput, type Role } from '@tsa/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { FieldPasswordChecklist } from '@/components/password-checklist';
import { isApiError } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useCreateUser } from '../api/create-user';
import { usePasswordPolicy } from '@/lib/auth/get-password-policy';
import {
  CREATE_USER_FIELDS,
  createUserResolver,
  emptyCreateUserForm,
  type CreateUserForm,
  type CreateUserField,
} from './create-user-form';

/** Error codes the server gives without a field, and the field they are about. */
const CODE_FIELDS: Record<string, CreateUserField> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
};

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** The role of the new account; with `chooseRole` the admin may pick another. */
  defaultRole: Role;
  chooseRole?: boolean;
  title: string;
}

/** Creates a verified account (staff by default) with the live password checklist. */
export function CreateUserDialog({ open, onClose, defaultRole, chooseRole = false, title }: CreateUserDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const rulesId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => createUserResolver(policy), [policy]);
  const { control, handleSubmit, reset, setError, formState } = useForm<CreateUserForm, unknown, CreateUserInput>({
    defaultValues: emptyCreateUserForm(defaultRole),
    resolver,
  });
  const role = useWatch({ control, name: 'role' });
  const mutation = useCreateUser();
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const submit = handleSubmit((input) =>
    mutation.mutateAsync(input).then(
      (user) => {
        enqueueSnackbar(`Đã tạo tài khoản ${personName(user)}`, { variant: 'success' });
        onClose();
      },
      (error: unknown) => {
        // The server's reasons go next to the fields they are about; anything else above the buttons.
        let placed = false;
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fields ?? {})) {
            if ((CREATE_USER_FIELDS as readonly string[]).includes(field)) {
              setError(field as CreateUserField, { type: 'server', message }, { shouldFocus: !placed });
              placed = true;
            }
          }
          const field = CODE_FIELDS[error.code];
          if (!placed && field) {
            setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
            placed = true;
          }
        }
        if (!placed)
          setError('root.server', { type: 'server', message: isApiError(error) ? error.message : undefined });
      },
    ),
  );

  const rootError = formState.errors.root?.server;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: submit } as object,
        transition: {
          onExited: () => {
            reset(emptyCreateUserForm(defaultRole));
            mutation.reset();
            setShowPassword(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="lastName"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label="Họ và tên đệm"
                  autoComplete="off"
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Ví dụ: Nguyễn Văn'}
                />
              )}
            />
            <Controller
              control={control}
              name="firstName"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label="Tên"
                  autoComplete="off"
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Ví dụ: An'}
                />
              )}
            />
          </Stack>
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                type="email"
                label="Email"
                autoComplete="off"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <div>
                <TextField
                  {...field}
                  inputRef={field.ref}
                  type={showPassword ? 'text' : 'password'}
                  label="Mật khẩu"
                  autoComplete="new-password"
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? 'Gửi mật khẩu này cho người dùng; họ có thể đổi sau khi đăng nhập.'
                  }
                  slotProps={{
                    htmlInput: { 'aria-describedby': rulesId },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton
                            edge="end"
                            aria-label={showPassword ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
                            onClick={() => setShowPassword((shown) => !shown)}
                          >
                            {showPassword ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <FieldPasswordChecklist id={rulesId} policy={policy} control={control} name="password" />
              </div>
            )}
          />
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                type="tel"
                label="Số điện thoại (không bắt buộc)"
                autoComplete="off"
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          {chooseRole && (
            <Controller
              control={control}
              name="role"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  label="Vai trò"
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {ROLES.map((option) => (
                    <MenuItem key={option} value={option}>
                      {ROLE_LABELS[option]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {role === 'STUDENT' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(
                [
                  ['dormitory', 'Ký túc xá'],
                  ['building', 'Tòa'],
                  ['room', 'Phòng'],
                ] as const
              ).map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      inputRef={field.ref}
                      label={label}
                      autoComplete="off"
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </Stack>
          )}
          {rootError && (
            <Alert severity="error">{rootError.message ?? 'Không tạo được tài khoản. Vui lòng thử lại'}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={close} confirmLabel="Tạo tài khoản" pending={mutation.isPending} />
    </Dialog>
  );
}
