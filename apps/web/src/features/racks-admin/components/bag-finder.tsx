import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, SCAN_STAGE_LABELS } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { BagScanItems } from '@/components/orders/bag-scan-list';
import { CameraScanner } from '@/components/scanner/camera-scanner';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/api-error';
import { useFindBag } from '../api/racks';

/** "Tìm túi": scan or type a bag's code, see its order and every scan of it. */
export function BagFinder() {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const { data, error, isFetching } = useFindBag(code);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim().toUpperCase();
    if (value) setCode(value);
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="bag-finder-title" sx={{ p: 2 }}>
      <Typography id="bag-finder-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Tìm túi đồ
      </Typography>
      <Stack spacing={1.5}>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate>
          <TextField
            label="Mã túi"
            placeholder="TSA-251206-0001"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchRoundedIcon />} loading={isFetching}>
            Tìm
          </Button>
        </Stack>
        {camera ? (
          <CameraScanner
            label="Camera tìm túi"
            onCode={(value) => {
              setTyped(value.toUpperCase());
              setCode(value.toUpperCase());
            }}
          />
        ) : (
          <Button variant="text" onClick={() => setCamera(true)} sx={{ alignSelf: 'flex-start' }}>
            Quét mã bằng camera
          </Button>
        )}
        {error && code && <Alert severity="error">{errorText(error)}</Alert>}
        {data && !error && (
          <Stack spacing={1} aria-label={`Túi ${data.bag.code}`} role="region">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {data.bag.code}
              </Typography>
              <Chip size="small" label={ORDER_STATUS_LABELS[data.bag.status]} />
              {data.bag.rackCode && <Chip size="small" color="primary" label={`Kệ ${data.bag.rackCode}`} />}
            </Stack>
            <Typography variant="body2">
              {data.bag.studentName}
              {data.bag.room ? ` · ${data.bag.room}` : ''}
              {data.bag.lastScanStage ? ` · lần quét cuối: ${SCAN_STAGE_LABELS[data.bag.lastScanStage]}` : ''}
            </Typography>
            {data.scans.length ? (
              <BagScanItems scans={data.scans} showWarnings />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Túi này chưa được quét lần nào.
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
