import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, updateProfileSchema, type UpdateProfileInput } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { DormitoryBuildingFields, findBuilding, roomHint } from '@/components/address/dormitory-building-fields';
import { useDormitories } from '@/lib/dormitories';
import type { Profile } from '@/lib/auth/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerError, muiField } from '../lib/form';
import { discardProfileDraft, readProfileDraft, saveProfileDraft } from '../lib/profile-draft';
import { VerifiedChip } from './account-summary-card';

export const PROFILE_SAVED_MESSAGE = 'Đã lưu thông tin tài khoản';
const PHONE_REQUIRED_MESSAGE = 'Vui lòng nhập số điện thoại';

export interface ProfileFormValues {
  lastName: string;
  firstName: string;
  phoneNumber: string;
  photoUrl: string;
  dormitory: string;
  building: string;
  room: string;
  /** The catalogue's place; empty while an old free-text address is not mapped. */
  dormitoryId: string;
  buildingId: string;
}

export type ProfileFieldName = keyof ProfileFormValues;

function toFormValues(profile: Profile): ProfileFormValues {
  return {
    lastName: profile.lastName,
    firstName: profile.firstName,
    phoneNumber: profile.phoneNumber ?? '',
    photoUrl: profile.photoUrl ?? '',
    dormitory: profile.dormitory ?? '',
    building: profile.building ?? '',
    room: profile.room ?? '',
    dormitoryId: profile.dormitoryId ?? '',
    buildingId: profile.buildingId ?? '',
  };
}

/**
 * The address part of a save: the picked building and room. An address kept from before the
 * catalogue goes as its names (the server matches them, or says to pick again).
 */
function addressInput(values: ProfileFormValues) {
  if (values.buildingId) return { buildingId: values.buildingId, room: values.room };
  return { dormitory: values.dormitory, building: values.building, room: values.room };
}

/**
 * Validates with the shared profile schema. A phone number cannot be cleared through the API,
 * so an empty one is left out — unless the account had one, which must then stay filled.
 * Staff have no room fields.
 */
function profileResolver(
  saved: () => Profile,
  withRoom: boolean,
): Resolver<ProfileFormValues, unknown, UpdateProfileInput> {
  const base = zodResolver(updateProfileSchema);
  return async (values, context, options) => {
    const phone = values.phoneNumber.trim();
    if (!phone && saved().phoneNumber) {
      return { values: {}, errors: { phoneNumber: { type: 'required', message: PHONE_REQUIRED_MESSAGE } } };
    }
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      photoUrl: values.photoUrl,
      ...(phone ? { phoneNumber: phone } : {}),
      ...(withRoom ? addressInput(values) : {}),
    };
    return (base as unknown as Resolver<ProfileFormValues, unknown, UpdateProfileInput>)(
      input as unknown as ProfileFormValues,
      context,
      options,
    );
  };
}

function isImageUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}

export interface ProfileFormCardProps {
  profile: Profile;
  /** Gives the page the form, so a prompt can focus the first missing field. */
  formRef?: Ref<UseFormReturn<ProfileFormValues, unknown, UpdateProfileInput>>;
  onPhotoPreview?: (url: string) => void;
}

/** First/last name, phone, avatar URL (with preview) and, for students, the room. */
export function ProfileFormCard({ profile, formRef, onPhotoPreview }: ProfileFormCardProps) {
  const withRoom = profile.role === 'STUDENT';
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateProfile();
  // useForm keeps its first resolver: it reads the saved profile through a ref.
  const saved = useRef(profile);
  useEffect(() => {
    saved.current = profile;
  }, [profile]);
  const form = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver: profileResolver(() => saved.current, withRoom),
    defaultValues: toFormValues(profile),
  });
  // Changes not saved come back after the page went away (the menu, Back, a reload): kept as a
  // draft under the user, laid over the saved profile; "Hoàn tác" and saving forget them.
  const [restored] = useState(() => readProfileDraft(profile.id, toFormValues(profile)));
  useEffect(() => {
    if (restored) form.reset(restored, { keepDefaultValues: true });
    const kept = form.watch((values) =>
      saveProfileDraft(profile.id, values as ProfileFormValues, toFormValues(saved.current)),
    );
    return () => kept.unsubscribe();
  }, [form, profile.id, restored]);
  const photoUrl = useWatch({ control: form.control, name: 'photoUrl' });
  const dormitories = useDormitories();
  const [dormitoryId, buildingId] = useWatch({ control: form.control, name: ['dormitoryId', 'buildingId'] });
  const building = findBuilding(dormitories.data ?? [], buildingId);
  // An address typed before the catalogue, not mapped yet: the student picks it again.
  const unmapped = withRoom && !profile.buildingId && Boolean(profile.dormitory || profile.building);
  const preview = isImageUrl(photoUrl) ? photoUrl.trim() : '';

  useEffect(() => {
    if (typeof formRef === 'function') formRef(form);
    else if (formRef) formRef.current = form;
  }, [form, formRef]);
  useEffect(() => onPhotoPreview?.(preview), [preview, onPhotoPreview]);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(values, {
      onSuccess: (user) => {
        form.reset(toFormValues(user));
        discardProfileDraft(profile.id);
        enqueueSnackbar(PROFILE_SAVED_MESSAGE, { variant: 'success' });
      },
      onError: (error) =>
        setFormError(
          applyServerError(error, form.setError, [
            'firstName',
            'lastName',
            'phoneNumber',
            'photoUrl',
            'buildingId',
            'room',
          ]),
        ),
    });
  });

  return (
    <Card component="section" aria-labelledby="profile-form-title">
      <CardHeader
        title="Thông tin cá nhân"
        slotProps={{ title: { id: 'profile-form-title', component: 'h2' } }}
        subheader={
          withRoom
            ? 'Họ tên, liên lạc và phòng ở để nhân viên đến lấy và giao đồ.'
            : 'Họ tên và số điện thoại liên lạc.'
        }
      />
      <CardContent>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Thông tin cá nhân">
          {restored && form.formState.isDirty && (
            <Alert severity="info">Đã khôi phục những thay đổi bạn chưa lưu. Nhấn “Hoàn tác” để bỏ chúng.</Alert>
          )}
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField {...muiField(form, 'lastName')} label="Họ" autoComplete="family-name" fullWidth />
            <TextField {...muiField(form, 'firstName')} label="Tên" autoComplete="given-name" fullWidth />
          </Stack>
          <TextField
            label="Email"
            value={profile.email}
            fullWidth
            helperText={
              // Under the field, not inside it: a long address stays readable on a phone.
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <VerifiedChip verified={profile.verified} />
                <span>Email dùng để đăng nhập, không đổi được</span>
              </Box>
            }
            slotProps={{ htmlInput: { readOnly: true }, formHelperText: { component: 'div' } as object }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              {...muiField(form, 'phoneNumber', withRoom ? 'Nhân viên gọi số này khi đến lấy và giao đồ' : undefined)}
              label="Số điện thoại"
              type="tel"
              autoComplete="tel"
              placeholder="0912345678"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
            <TextField
              label="Vai trò"
              value={ROLE_LABELS[profile.role]}
              fullWidth
              helperText="Do quản trị viên cấp"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Stack>
          <TextField
            {...muiField(form, 'photoUrl', 'Đường dẫn http(s) tới ảnh; để trống nếu không dùng ảnh')}
            label="Ảnh đại diện (URL)"
            type="url"
            autoComplete="photo"
            placeholder="https://…"
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Avatar
                      src={preview || undefined}
                      alt=""
                      sx={{ width: 28, height: 28, fontSize: '0.8rem' }}
                      data-testid="photo-preview"
                    >
                      {profile.firstName.charAt(0).toUpperCase()}
                    </Avatar>
                  </InputAdornment>
                ),
              },
            }}
          />
          {withRoom && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ pt: 0.5 }}>
                Phòng ở ký túc xá
              </Typography>
              {unmapped && !buildingId && (
                <Alert severity="warning">
                  Địa chỉ “{[profile.dormitory, profile.building].filter(Boolean).join(', ')}” chưa có trong danh sách
                  ký túc xá. Vui lòng chọn lại ký túc xá và tòa nhà.
                </Alert>
              )}
              <DormitoryBuildingFields
                idPrefix="profile"
                dormitories={dormitories.data ?? []}
                loading={dormitories.isPending}
                value={{ dormitoryId, buildingId }}
                onChange={(next) => {
                  form.setValue('dormitoryId', next.dormitoryId, { shouldDirty: true });
                  form.setValue('buildingId', next.buildingId, { shouldDirty: true });
                }}
                buildingError={form.formState.errors.buildingId?.message}
              />
              <TextField
                {...muiField(form, 'room', roomHint(building))}
                label="Phòng"
                placeholder="203"
                fullWidth
                sx={{ maxWidth: { sm: 240 } }}
              />
            </>
          )}
          <Stack
            direction="row"
            spacing={1.5}
            sx={{
              justifyContent: 'flex-end',
            }}
          >
            <Button
              color="inherit"
              disabled={!form.formState.isDirty || update.isPending}
              onClick={() => form.reset(toFormValues(profile))}
            >
              Hoàn tác
            </Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              Lưu thay đổi
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
