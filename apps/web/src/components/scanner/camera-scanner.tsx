import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createQrDetector } from './qr-detector';

export interface CameraScannerProps {
  /** Called with each QR code read; the same code again only after `repeatAfterMs`. */
  onCode: (code: string) => void;
  /** What the camera is for, for screen readers: "Camera quét mã túi". */
  label: string;
  repeatAfterMs?: number;
}

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'missing';

const READ_EVERY_MS = 250;

/**
 * The phone's back camera, live, reading QR codes. Started by a tap (the browser asks for the
 * camera then); refused or absent, it says so and the screen's typed code still works.
 */
export function CameraScanner({ onCode, label, repeatAfterMs = 3000 }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const last = useRef<{ code: string; at: number } | null>(null);
  const read = useEffectEvent((code: string) => {
    const now = Date.now();
    if (last.current && last.current.code === code && now - last.current.at < repeatAfterMs) return;
    last.current = { code, at: now };
    onCode(code);
  });

  const running = state === 'starting' || state === 'on';
  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('missing');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) setState(error instanceof DOMException && error.name === 'NotFoundError' ? 'missing' : 'denied');
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      if (stopped) return;
      setState('on');
      const detect = await createQrDetector();
      const tick = async () => {
        if (stopped) return;
        const code = await detect(element).catch(() => null);
        if (code && !stopped) read(code.trim());
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [running]);

  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.900',
          aspectRatio: '4 / 3',
          display: running ? 'block' : 'none',
        }}
      >
        <Box
          component="video"
          ref={video}
          aria-label={label}
          muted
          playsInline
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: '15%',
            border: '3px solid rgba(255,255,255,0.85)',
            borderRadius: 2,
          }}
        />
      </Box>
      {state === 'denied' && (
        <Alert severity="warning">
          Không dùng được camera (chưa được cho phép). Hãy nhập mã in trên nhãn túi ở ô bên dưới.
        </Alert>
      )}
      {state === 'missing' && (
        <Alert severity="warning">Máy này không có camera. Hãy nhập mã in trên nhãn túi ở ô bên dưới.</Alert>
      )}
      <Button
        size="large"
        variant={running ? 'outlined' : 'contained'}
        startIcon={running ? <VideocamOffOutlinedIcon /> : <PhotoCameraOutlinedIcon />}
        onClick={() => setState(running ? 'off' : 'starting')}
        sx={{ minHeight: 56 }}
      >
        {running ? 'Tắt camera' : 'Bật camera để quét'}
      </Button>
    </Stack>
  );
}
