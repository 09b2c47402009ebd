import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StatusView } from '@/components/status-view';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A screen whose code was never fetched cannot open without a network. The router keeps a
 * failed screen failed, so the way back is a reload: it comes by itself once the signal is
 * back and every action that waited for it has been sent (a reload would drop them).
 */
export function NoNetworkPage() {
  const navigate = useNavigate();
  const canGoBack = useLocation().key !== 'default';
  const online = useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
  const sending = useIsMutating() > 0;
  useEffect(() => {
    if (online && !sending) window.location.reload();
  }, [online, sending]);

  return (
    <StatusView
      icon={<CloudOffOutlinedIcon />}
      title="Không có mạng"
      description="Màn hình này chưa được lưu trên máy nên cần mạng để mở. Trang sẽ tự mở lại khi có mạng trở lại."
      actions={
        <>
          {canGoBack && (
            <Button variant="contained" size="large" startIcon={<ArrowBackRoundedIcon />} onClick={() => navigate(-1)}>
              Quay lại
            </Button>
          )}
          <Button variant={canGoBack ? 'outlined' : 'contained'} size="large" onClick={() => window.location.reload()}>
            Thử lại
          </Button>
        </>
      }
    />
  );
}
