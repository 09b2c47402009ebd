import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { personName } from '@tsa/shared';
import { useState } from 'react';
import { useStudentSearch, type StudentOption } from '../api/search-students';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface StudentPickerProps {
  value: StudentOption | null;
  onChange: (student: StudentOption | null) => void;
  error?: string;
}

function roomText(student: StudentOption): string {
  return [student.dormitory, student.building && `Tòa ${student.building}`, student.room && `Phòng ${student.room}`]
    .filter(Boolean)
    .join(' · ');
}

/** Finds the student by name (with or without diacritics), e-mail, phone or room, on the server. */
export function StudentPicker({ value, onChange, error }: StudentPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  // While a student is chosen the box shows their name: that is not a new search.
  const students = useStudentSearch(value && input === personName(value) ? '' : search);
  const options = students.data ?? [];

  return (
    <Autocomplete
      value={value}
      onChange={(_, student) => onChange(student)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // A search not yet chosen from stays when the admin clicks elsewhere (MUI would empty it:
      // the typing was lost); a chosen student's name comes back over any half-edited text.
      clearOnBlur={Boolean(value)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      // The server already filtered; the list shows what it answered.
      filterOptions={(list) => list}
      getOptionLabel={(student) => personName(student)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={students.isFetching}
      loadingText="Đang tìm…"
      noOptionsText={search ? 'Không tìm thấy sinh viên phù hợp' : 'Chưa có sinh viên nào'}
      clearText="Xóa"
      openText="Mở danh sách"
      closeText="Đóng"
      renderOption={({ key, ...props }, student) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: '8px !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {personName(student)}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            sx={{
              color: 'text.secondary',
            }}
          >
            {[student.email, student.phoneNumber, roomText(student)].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Sinh viên"
          required
          placeholder="Gõ tên, email, số điện thoại hoặc phòng"
          error={Boolean(error)}
          helperText={error ?? (value ? `${value.email}${value.phoneNumber ? ` · ${value.phoneNumber}` : ''}` : ' ')}
        />
      )}
    />
  );
}
