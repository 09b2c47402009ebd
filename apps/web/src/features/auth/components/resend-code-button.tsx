import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCountdown } from '../lib/use-countdown';

export interface ResendCodeButtonProps {
  /** ms since epoch from when a new code may be asked for; 0 = now. */
  availableAt: number;
  onResend: () => void;
  pending: boolean;
}

/** 'Gửi lại mã', counting down the server's 60 s between two e-mails. */
export function ResendCodeButton({ availableAt, onResend, pending }: ResendCodeButtonProps) {
  const seconds = useCountdown(availableAt);

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
      }}
    >
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Không nhận được mã?
      </Typography>
      <Button size="small" onClick={onResend} disabled={seconds > 0} loading={pending} aria-live="polite">
        {seconds > 0 ? `Gửi lại mã sau ${seconds} giây` : 'Gửi lại mã'}
      </Button>
    </Stack>
  );
}
