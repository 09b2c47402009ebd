import Typography from '@mui/material/Typography';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { DormitoryBuildingFields, findBuilding, roomHint } from '@/components/address/dormitory-building-fields';
import { TextField } from '@/components/text-field';
import { useDormitories } from '@/lib/dormitories';
import { muiField } from '../lib/form';

/** The part of a sign-up form that says where the student lives. */
export interface RoomFieldValues {
  dormitoryId: string;
  buildingId?: string;
  room: string;
}

/**
 * "Phòng ở ký túc xá": dormitory, then only its buildings, then the room with the building's
 * range as the hint — the same on every sign-up (by e-mail, from a provider, by phone).
 */
export function StudentRoomFields({ form, idPrefix }: { form: UseFormReturn<RoomFieldValues>; idPrefix: string }) {
  const dormitories = useDormitories();
  const place = useWatch({ control: form.control as Control<RoomFieldValues>, name: ['dormitoryId', 'buildingId'] });
  const building = findBuilding(dormitories.data ?? [], place[1] ?? '');
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ pt: 0.5 }}>
        Phòng ở ký túc xá
      </Typography>
      <DormitoryBuildingFields
        idPrefix={idPrefix}
        dormitories={dormitories.data ?? []}
        loading={dormitories.isPending}
        value={{ dormitoryId: place[0] ?? '', buildingId: place[1] ?? '' }}
        onChange={(next) => {
          form.setValue('dormitoryId', next.dormitoryId);
          form.setValue('buildingId', next.buildingId, { shouldValidate: form.formState.isSubmitted });
        }}
        buildingError={form.formState.errors.buildingId?.message}
      />
      <TextField {...muiField(form, 'room', roomHint(building))} label="Phòng" placeholder="203" fullWidth />
    </>
  );
}
