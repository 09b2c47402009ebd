import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Building, Dormitory } from '@tsa/shared';

export interface PlaceValue {
  dormitoryId: string;
  buildingId: string;
}

export interface DormitoryBuildingFieldsProps {
  dormitories: Dormitory[];
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  loading?: boolean;
  dormitoryError?: string;
  buildingError?: string;
  /** Names the two selects for tests and labels: "Ký túc xá" / "Tòa nhà". */
  idPrefix: string;
}

const MISSING_DORMITORY = 'Vui lòng chọn ký túc xá';
const MISSING_BUILDING_AFTER_DORMITORY = 'Vui lòng chọn tòa nhà (sau khi chọn ký túc xá)';

/** The room hint of a building: "Phòng 101–520" when its rooms are numbered. */
export function roomHint(building: Building | undefined): string | undefined {
  if (!building || (building.roomMin == null && building.roomMax == null)) return undefined;
  if (building.roomMin != null && building.roomMax != null)
    return `Phòng số từ ${building.roomMin} đến ${building.roomMax}`;
  return building.roomMin != null ? `Phòng số từ ${building.roomMin} trở lên` : `Phòng số đến ${building.roomMax}`;
}

/** The building picked, looked up in the catalogue. */
export function findBuilding(dormitories: Dormitory[], buildingId: string): Building | undefined {
  for (const dormitory of dormitories) {
    const building = dormitory.buildings.find((b) => b.id === buildingId);
    if (building) return building;
  }
  return undefined;
}

/**
 * Dormitory, then one of its buildings, from the catalogue the admins keep: a free-text
 * "ktx a" can no longer split the routing and the figures.
 */
export function DormitoryBuildingFields({
  dormitories,
  value,
  onChange,
  loading,
  dormitoryError,
  buildingError,
  idPrefix,
}: DormitoryBuildingFieldsProps) {
  const dormitory = dormitories.find((d) => d.id === value.dormitoryId);
  // Nothing picked yet: the place is missing from its first field on. The building's select is
  // disabled then, so it is never the only one in error; it says what it waits for.
  const placeMissing = !dormitory && Boolean(buildingError);
  const dormitoryMessage = dormitoryError ?? (placeMissing ? MISSING_DORMITORY : undefined);
  const buildingMessage = placeMissing ? MISSING_BUILDING_AFTER_DORMITORY : buildingError;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        id={`${idPrefix}-dormitory`}
        label="Ký túc xá"
        value={dormitory ? value.dormitoryId : ''}
        onChange={(event) => {
          const next = dormitories.find((d) => d.id === event.target.value);
          const only = next?.buildings.length === 1 ? next.buildings[0]!.id : '';
          onChange({ dormitoryId: event.target.value, buildingId: only });
        }}
        error={Boolean(dormitoryMessage)}
        helperText={dormitoryMessage ?? (loading ? 'Đang tải danh sách…' : undefined)}
        fullWidth
      >
        {dormitories.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${idPrefix}-building`}
        label="Tòa nhà"
        value={dormitory?.buildings.some((b) => b.id === value.buildingId) ? value.buildingId : ''}
        onChange={(event) => onChange({ dormitoryId: value.dormitoryId, buildingId: event.target.value })}
        disabled={!dormitory}
        error={Boolean(buildingMessage)}
        helperText={buildingMessage ?? (!dormitory ? 'Chọn ký túc xá trước' : undefined)}
        fullWidth
      >
        {(dormitory?.buildings ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
