import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextField } from '@/components/text-field';
import type { Building, Dormitory } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText, isApiError } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useSaveBuilding } from '../api/save-building';
import { useSaveDormitory } from '../api/save-dormitory';
import {
  checkEntry,
  entryToForm,
  type CatalogueEntryField,
  type CatalogueEntryForm,
  type CatalogueEntryKind,
} from './catalogue-entry-form';

/** What the dialog edits: a dormitory, or a building of `dormitory`; `entry` null adds a new one. */
export type EditingEntry =
  { kind: 'dormitory'; entry: Dormitory | null } | { kind: 'building'; dormitory: Dormitory; entry: Building | null };

export interface CatalogueEntryDialogProps {
  editing: EditingEntry | null;
  /** Changes with each opening, so the form starts from the entry as it is now. */
  session: number;
  onClose: () => void;
}

const FIELDS: readonly CatalogueEntryField[] = ['name', 'code', 'active', 'roomMin', 'roomMax'];

const TITLES: Record<CatalogueEntryKind, [string, string]> = {
  dormitory: ['Thêm ký túc xá', 'Sửa ký túc xá'],
  building: ['Thêm tòa nhà', 'Sửa tòa nhà'],
};

/** Add or edit a dormitory or one of its buildings. */
export function CatalogueEntryDialog({ editing, session, onClose }: CatalogueEntryDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {editing && <EntryForm key={session} editing={editing} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function EntryForm({ editing, titleId, onClose }: { editing: EditingEntry; titleId: string; onClose: () => void }) {
  const saveDormitory = useSaveDormitory();
  const saveBuilding = useSaveBuilding();
  const mutation = editing.kind === 'dormitory' ? saveDormitory : saveBuilding;
  const creating = editing.entry === null;
  const { register, control, handleSubmit, setError, formState } = useForm<CatalogueEntryForm>({
    defaultValues: entryToForm(editing.entry),
  });
  const { errors } = formState;
  const what = editing.kind === 'dormitory' ? 'ký túc xá' : 'tòa nhà';

  const save = async (form: CatalogueEntryForm) => {
    const checked = checkEntry(editing.kind, form);
    if (!checked.ok) {
      let first = true;
      for (const field of FIELDS) {
        const message = checked.errors[field];
        if (message) {
          setError(field, { type: 'schema', message }, { shouldFocus: first });
          first = false;
        }
      }
      return;
    }
    try {
      if (editing.kind === 'dormitory') {
        await saveDormitory.mutateAsync(
          editing.entry ? { id: editing.entry.id, changes: checked.value } : { id: null, changes: checked.value },
        );
      } else {
        await saveBuilding.mutateAsync(
          editing.entry
            ? { id: editing.entry.id, changes: checked.value }
            : { id: null, dormitoryId: editing.dormitory.id, changes: checked.value },
        );
      }
      enqueueSnackbar(`${creating ? 'Đã thêm' : 'Đã lưu'} ${what} "${checked.value.name}"`, { variant: 'success' });
      onClose();
    } catch (error) {
      if (!isApiError(error) || !error.fields) return;
      for (const [key, message] of Object.entries(error.fields)) {
        const field = FIELDS.find((name) => name === key);
        if (field) setError(field, { type: 'server', message });
      }
    }
  };

  const failure = mutation.error && !(isApiError(mutation.error) && mutation.error.fields) ? mutation.error : null;
  const [addTitle, editTitle] = TITLES[editing.kind];
  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <DialogTitle id={titleId}>
        {creating ? addTitle : editTitle}
        {editing.kind === 'building' ? ` — ${editing.dormitory.name}` : ''}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={editing.kind === 'dormitory' ? 'Tên ký túc xá' : 'Tên tòa nhà'}
            required
            autoFocus
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message ?? (editing.kind === 'dormitory' ? 'Ví dụ: KTX Khu A' : 'Ví dụ: A1')}
          />
          <TextField
            label="Mã"
            required
            {...register('code')}
            error={Boolean(errors.code)}
            helperText={errors.code?.message ?? 'Chữ không dấu, chữ số hoặc dấu gạch ngang, tối đa 12 ký tự'}
            slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters' } }}
          />
          {editing.kind === 'building' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Phòng đầu"
                {...register('roomMin')}
                error={Boolean(errors.roomMin)}
                helperText={errors.roomMin?.message ?? 'Để trống nếu không đánh số'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Phòng cuối"
                {...register('roomMax')}
                error={Boolean(errors.roomMax)}
                helperText={errors.roomMax?.message ?? 'Sinh viên chỉ chọn được phòng trong dãy này'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
            </Stack>
          )}
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                sx={{ m: 0 }}
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={field.value ? 'Đang phục vụ' : `Ngừng phục vụ (không hiện khi đăng ký, đặt đơn)`}
              />
            )}
          />
          {failure && <Alert severity="error">{errorText(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        confirmLabel={creating ? addTitle : 'Lưu thay đổi'}
        pending={mutation.isPending}
      />
    </form>
  );
}
