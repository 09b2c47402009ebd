import { zodResolver } from '@hookform/resolvers/zod';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { recordScanSchema, SCAN_STAGE_LABELS, type ScanStage } from '@tsa/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageHeader } from '@/components/page-header';
import { CameraScanner } from '@/components/scanner/camera-scanner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-error';
import { useRacks } from '@/lib/bag-scans';
import { useRecordScan } from '../api/record-scan';
import { StagePicker } from '../components/stage-picker';

const manualSchema = recordScanSchema.pick({ code: true });
type ManualInput = z.input<typeof manualSchema>;

type Banner =
  | { severity: 'success' | 'warning'; title: string; text: string }
  | { severity: 'error' | 'info'; title?: string; text: string };

const NOT_SENT =
  'Chưa gửi được: máy đang mất mạng. Lần quét này CHƯA được ghi nhận; mã túi vẫn ở ô nhập, hãy bấm "Ghi nhận" lại khi có mạng.';

/**
 * The staff's scanner (decision 043): pick the stage once, then scan bag after bag with the back
 * camera (or type the code printed on the label). Each scan answers at once in the banner,
 * warnings included; SHELVED asks for the rack first (its QR or the list).
 */
export default function ScanPage() {
  const [stage, setStage] = useState<ScanStage>('PICKED_UP');
  const [rackCode, setRackCode] = useState('');
  const [banner, setBanner] = useState<Banner | null>(null);
  const scan = useRecordScan();
  // The camera keeps seeing the bag it just read: the same bag at the same stage is sent once.
  const recorded = useRef<{ code: string; stage: ScanStage } | null>(null);
  const { data: racks } = useRacks();
  const activeRacks = (racks ?? []).filter((rack) => rack.active);
  const { register, handleSubmit, setValue, reset, formState } = useForm<ManualInput>({
    resolver: zodResolver(manualSchema),
    defaultValues: { code: '' },
  });

  function fromCamera(raw: string) {
    const code = raw.trim().toUpperCase();
    if (recorded.current?.code === code && recorded.current.stage === stage) return;
    send(code);
  }

  function send(raw: string) {
    const code = raw.trim().toUpperCase();
    if (!code || scan.isPending) return;
    const rack = activeRacks.find((candidate) => candidate.code === code);
    if (stage === 'SHELVED' && rack) {
      setRackCode(rack.code);
      setBanner({ severity: 'info', text: `Đã chọn kệ ${rack.code} (${rack.name}). Giờ quét các túi đặt lên kệ này.` });
      return;
    }
    if (stage === 'SHELVED' && !rackCode) {
      setValue('code', code);
      setBanner({ severity: 'error', text: 'Vui lòng quét mã kệ hoặc chọn kệ trước khi quét túi.' });
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setValue('code', code);
      setBanner({ severity: 'error', title: 'Chưa gửi', text: NOT_SENT });
      return;
    }
    scan.mutate(
      { code, stage, rackCode: stage === 'SHELVED' ? rackCode : null },
      {
        onSuccess: (result) => {
          recorded.current = { code, stage: result.scan.stage };
          reset({ code: '' });
          const what = `${result.bag.code} · ${result.bag.studentName}${result.bag.room ? ` · ${result.bag.room}` : ''}`;
          const done = `${SCAN_STAGE_LABELS[result.scan.stage]}${result.scan.rackCode ? ` · kệ ${result.scan.rackCode}` : ''}`;
          setBanner(
            result.warning
              ? {
                  severity: 'warning',
                  title: `Đã ghi nhận, nhưng cần kiểm tra: ${done}`,
                  text: `${what}. ${result.warning.message}`,
                }
              : { severity: 'success', title: `Đã ghi nhận: ${done}`, text: what },
          );
        },
        onError: (error) => {
          // Not again from the camera on its own: the banner says why; typing it again retries.
          recorded.current = { code, stage };
          setValue('code', code);
          if (isApiError(error) && error.statusCode === 0) {
            setBanner({ severity: 'error', title: 'Chưa gửi', text: NOT_SENT });
            return;
          }
          setBanner({
            severity: 'error',
            title: `Không ghi nhận được ${code}`,
            text: isApiError(error) ? error.message : 'Đã có lỗi xảy ra. Vui lòng thử lại',
          });
        },
      },
    );
  }

  return (
    <>
      <PageHeader title="Quét túi đồ" subtitle="Chọn khâu, rồi quét mã QR trên nhãn túi hoặc nhập mã." />
      <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
        <StagePicker
          value={stage}
          onChange={(next) => {
            setStage(next);
            setBanner(null);
          }}
        />
        {stage === 'SHELVED' && (
          <MuiTextField
            select
            label="Kệ"
            value={rackCode}
            onChange={(event) => setRackCode(event.target.value)}
            helperText={
              activeRacks.length ? 'Quét mã QR của kệ hoặc chọn ở đây' : 'Chưa có kệ nào; quản trị viên tạo kệ trước'
            }
          >
            {activeRacks.map((rack) => (
              <MenuItem key={rack.code} value={rack.code}>
                {rack.code} · {rack.name}
              </MenuItem>
            ))}
          </MuiTextField>
        )}

        {banner && (
          <Alert severity={banner.severity} variant="filled" sx={{ fontSize: '1rem' }} data-testid="scan-banner">
            {banner.title && <AlertTitle sx={{ fontWeight: 700 }}>{banner.title}</AlertTitle>}
            {banner.text}
          </Alert>
        )}

        <CameraScanner label="Camera quét mã túi" onCode={fromCamera} repeatAfterMs={1000} />

        <Card variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            Nhập mã bằng tay
          </Typography>
          <Stack component="form" noValidate spacing={1.5} onSubmit={handleSubmit(({ code }) => send(code))}>
            <TextField
              label="Mã túi"
              placeholder="TSA-251206-0001"
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              error={Boolean(formState.errors.code)}
              helperText={formState.errors.code?.message}
              {...register('code')}
            />
            <Button
              type="submit"
              size="large"
              variant="contained"
              startIcon={<SendRoundedIcon />}
              loading={scan.isPending}
              sx={{ minHeight: 52 }}
            >
              Ghi nhận {SCAN_STAGE_LABELS[stage].toLowerCase()}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
