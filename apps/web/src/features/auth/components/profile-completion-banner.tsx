import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { missingStudentDetails } from '../lib/profile-completeness';
import { useAuth } from '@/lib/auth/use-auth';

const DISMISS_KEY = 'tsa-profile-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

/** "a, b" → "a và b": the missing details as a Vietnamese list. */
export function joinVietnamese(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`;
}

/**
 * For a student whose account lacks a phone number or a room (typically created through
 * Google): a banner above every student page linking to /student/account. Dismissible for
 * the rest of the tab's life.
 */
export function ProfileCompletionBanner() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const missing = user ? missingStudentDetails(user) : [];
  // The account page asks for the same details in its own, larger prompt.
  if (missing.length === 0 || dismissed || pathname === paths.student.account) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISS_KEY, '1');
    } catch {
      // the banner comes back on the next page; harmless
    }
    setDismissed(true);
  }

  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: 'flex-start' }}
      action={
        <IconButton aria-label="Ẩn nhắc nhở" color="inherit" size="small" onClick={dismiss}>
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      }
    >
      <AlertTitle>Hoàn thiện hồ sơ để đặt giặt</AlertTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <span>Tài khoản của bạn còn thiếu {joinVietnamese(missing)}. Nhân viên cần chúng để đến lấy và giao đồ.</span>
        <Button
          component={RouterLink}
          to={paths.student.account}
          size="small"
          variant="contained"
          color="warning"
          sx={{ flexShrink: 0 }}
        >
          Cập nhật ngay
        </Button>
      </Stack>
    </Alert>
  );
}
