import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRoundedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { passwordRules, type PasswordPolicy } from '@tsa/shared';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export interface PasswordChecklistProps {
  policy: PasswordPolicy;
  password: string;
  id?: string;
}

/**
 * The policy's rules under a new-password field, each ticked as soon as the password meets
 * it. Shared by sign-up, password reset, password change and the admin's create-user dialog.
 */
export function PasswordChecklist({ policy, password, id }: PasswordChecklistProps) {
  const rules = passwordRules(policy, password).filter((rule) => rule.key !== 'maxLength' || !rule.ok);
  if (rules.length === 0) return null;
  return (
    <Box
      component="ul"
      id={id}
      aria-label="Yêu cầu mật khẩu"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1,
        p: 0,
        display: 'grid',
        gap: 0.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {rules.map((rule) => (
        <Box
          component="li"
          key={rule.key}
          data-ok={rule.ok}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: rule.ok ? 'success.main' : 'text.secondary' }}
        >
          {rule.ok ? (
            <CheckCircleRoundedIcon sx={{ fontSize: 18 }} aria-hidden />
          ) : (
            <RadioButtonUncheckedRoundedIcon sx={{ fontSize: 18 }} aria-hidden />
          )}
          <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {rule.ok ? ' (đã đạt)' : ' (chưa đạt)'}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The checklist of a form's password field. It follows the field itself, so a keystroke redraws
 * the list and not the form around it.
 */
export function FieldPasswordChecklist<Values extends FieldValues, Submitted>({
  control,
  name,
  ...rest
}: Omit<PasswordChecklistProps, 'password'> & {
  control: Control<Values, unknown, Submitted>;
  name: FieldPathByValue<Values, string>;
}) {
  const password = useWatch({ control, name }) as string;
  return <PasswordChecklist password={password} {...rest} />;
}
