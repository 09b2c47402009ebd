import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TICKET_LIMITS } from '@tsa/shared';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CountedTextField } from '@/components/counted-text-field';

export interface TicketComposerProps {
  onSend: (body: string) => Promise<unknown>;
  disabled?: boolean;
  sending?: boolean;
}

export const MESSAGE_TOO_LONG = `Tin nhắn tối đa ${TICKET_LIMITS.message} ký tự`;

/** The message box under a thread: up to 280 characters, Enter sends, Shift+Enter breaks the line. */
export function TicketComposer({ onSend, disabled, sending }: TicketComposerProps) {
  const [body, setBody] = useState('');
  const trimmed = body.trim();
  const canSend = !disabled && !sending && trimmed.length > 0 && trimmed.length <= TICKET_LIMITS.message;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    void onSend(trimmed).then(
      () => setBody(''),
      () => undefined,
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction="row"
      spacing={1}
      noValidate
      sx={{
        alignItems: 'flex-start',
      }}
    >
      <CountedTextField
        label="Tin nhắn"
        placeholder={disabled ? 'Yêu cầu đã đóng' : 'Nhập tin nhắn…'}
        value={body}
        onValueChange={setBody}
        max={TICKET_LIMITS.message}
        overLimitText={MESSAGE_TOO_LONG}
        multiline
        maxRows={5}
        fullWidth
        size="small"
        disabled={disabled}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canSend}
        loading={sending}
        endIcon={<SendRoundedIcon />}
        sx={{ mt: 0.25, flexShrink: 0 }}
      >
        Gửi
      </Button>
    </Stack>
  );
}
