import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Rack } from '@tsa/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { qrCodeDataUrl } from '@/components/orders/qr-code';

const PRINT_ROOT = 'tsa-rack-print-root';
// While a rack's label prints it is the only thing on paper (as a bag label, printable-order-label.tsx).
const printStyles = {
  [`.${PRINT_ROOT}`]: { display: 'none' },
  '@media print': {
    [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
    [`.${PRINT_ROOT}`]: { display: 'block !important', padding: '8mm' },
    body: { background: '#fff !important' },
  },
} as const;

/** A rack's label: its code as a QR the scanner reads at "Lên kệ", and in big letters. */
export function RackLabel({ rack, print = false }: { rack: Rack; print?: boolean }) {
  const qr = useMemo(() => qrCodeDataUrl(rack.code), [rack.code]);
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        border: '1px solid',
        borderColor: print ? '#000' : 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
        color: '#000',
      }}
    >
      <img src={qr} alt={`Mã QR của kệ ${rack.code}`} width={print ? 150 : 96} height={print ? 150 : 96} />
      <Box>
        <Typography sx={{ fontWeight: 800, fontSize: print ? '28pt' : '1.5rem', lineHeight: 1.1, color: '#000' }}>
          {rack.code}
        </Typography>
        <Typography sx={{ color: '#000' }}>{rack.name}</Typography>
      </Box>
    </Box>
  );
}

function PrintJob({ rack, onDone }: { rack: Rack; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    let cancelled = false;
    const image = ref.current?.querySelector('img');
    const ready =
      image && typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
    void ready.then(() => {
      if (cancelled) return;
      window.print();
      done.current();
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return createPortal(
    <div className={PRINT_ROOT} ref={ref}>
      <GlobalStyles styles={printStyles} />
      <RackLabel rack={rack} print />
    </div>,
    document.body,
  );
}

/** 'In nhãn kệ': prints one rack's label and nothing else of the page. */
export function PrintRackLabelButton({ rack }: { rack: Rack }) {
  const [printing, setPrinting] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PrintRoundedIcon />}
        onClick={() => setPrinting(true)}
        disabled={printing}
        aria-label={`In nhãn kệ ${rack.code}`}
      >
        In nhãn
      </Button>
      {printing && <PrintJob rack={rack} onDone={() => setPrinting(false)} />}
    </>
  );
}
