import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { paths } from '@/config/paths';

export interface RegulationsCheckboxProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  error?: string;
}

/** 'Tôi đã đọc và đồng ý với nội quy dịch vụ của TSA', the rules opening in a new tab. */
export function RegulationsCheckbox<T extends FieldValues, O>({
  control,
  name,
  error,
}: RegulationsCheckboxProps<T, O>) {
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                sx={{ mt: -1 }}
                slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(error) } as object }}
              />
            )}
          />
        }
        slotProps={{ typography: { variant: 'body2', sx: { pt: 0.25 } } }}
        label={
          <>
            Tôi đã đọc và đồng ý với{' '}
            <Link
              href={paths.regulations}
              target="_blank"
              rel="noopener"
              sx={{
                fontWeight: 600,
              }}
            >
              nội quy dịch vụ
            </Link>{' '}
            của TSA
          </>
        }
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
