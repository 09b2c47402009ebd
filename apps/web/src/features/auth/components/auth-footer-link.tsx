import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The "Chưa có tài khoản? Đăng ký" line at the bottom of an auth card. */
export function AuthFooterLink({ text, linkText, to }: { text: string; linkText: string; to: string }) {
  return (
    <Typography
      variant="body2"
      sx={{
        color: 'text.secondary',
        mt: 3,
        textAlign: 'center',
      }}
    >
      {text}{' '}
      <Link
        component={RouterLink}
        to={to}
        sx={{
          fontWeight: 600,
        }}
      >
        {linkText}
      </Link>
    </Typography>
  );
}
