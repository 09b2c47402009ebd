import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pickupWindowText, type OrderStatus } from '@tsa/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { qrCodeDataUrl } from './qr-code';
import type { OrderLabelData } from './types';

const PRINT_ROOT = 'tsa-print-root';

// While a label is being printed it is the only thing on paper: every other child of <body>
// (the app, open dialogs and drawers) is hidden, and the label copy is hidden on screen.
const printStyles = {
  [`.${PRINT_ROOT}`]: { display: 'none' },
  '@media print': {
    [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
    [`.${PRINT_ROOT}`]: { display: 'block !important', padding: '8mm' },
    body: { background: '#fff !important' },
  },
} as const;

export interface OrderLabelCardProps {
  label: OrderLabelData;
  /** The printed copy uses fixed physical sizes and pure black on white. */
  print?: boolean;
}

/** The bag label itself: the order code big as text and as a QR code, who and where. */
export function OrderLabelCard({ label, print = false }: OrderLabelCardProps) {
  const qr = useMemo(() => qrCodeDataUrl(label.code), [label.code]);
  const { address } = label;
  const place = [
    address.dormitory,
    address.building && `Tòa ${address.building}`,
    address.room && `Phòng ${address.room}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      data-testid="order-label"
      sx={{
        border: '2px solid',
        borderColor: print ? '#000' : 'text.primary',
        borderRadius: print ? '3mm' : 3,
        p: print ? '4mm' : { xs: 1.5, sm: 2 },
        width: print ? '95mm' : '100%',
        maxWidth: print ? undefined : 440,
        color: print ? '#000' : 'text.primary',
        bgcolor: print ? '#fff' : 'background.paper',
        breakInside: 'avoid',
      }}
    >
      <Stack
        direction="row"
        spacing={print ? '4mm' : 2}
        sx={{
          alignItems: 'center',
        }}
      >
        <Box
          component="img"
          src={qr}
          alt={`Mã QR của đơn ${label.code}`}
          sx={{
            width: print ? '30mm' : { xs: 88, sm: 104 },
            height: print ? '30mm' : { xs: 88, sm: 104 },
            flexShrink: 0,
            borderRadius: 1,
            // The QR code keeps its white quiet zone in dark mode too: scanners need it.
            bgcolor: '#fff',
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            sx={{
              fontFamily: '"Be Vietnam Pro", ui-monospace, monospace',
              fontWeight: 800,
              fontSize: print ? '5.2mm' : { xs: '1.15rem', sm: '1.35rem' },
              lineHeight: 1.2,
              letterSpacing: '0.02em',
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {label.code}
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.5, fontSize: print ? '4mm' : '1rem', lineHeight: 1.3 }}>
            {label.studentName}
          </Typography>
          <Typography sx={{ fontSize: print ? '3.4mm' : '0.875rem', lineHeight: 1.4 }}>{place}</Typography>
          <Typography sx={{ fontSize: print ? '3.4mm' : '0.875rem', lineHeight: 1.4 }}>
            ĐT: {address.phoneNumber}
          </Typography>
          <Typography sx={{ fontSize: print ? '3.4mm' : '0.875rem', lineHeight: 1.4 }}>
            Lấy đồ: {pickupWindowText(label.pickupDate, label.pickupSlot)}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

/** The printed copy, outside the app's root; prints as soon as its QR image is ready. */
function PrintJob({ label, onDone }: { label: OrderLabelData; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
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
    <div className={PRINT_ROOT} ref={ref} data-testid="order-label-print">
      <GlobalStyles styles={printStyles} />
      <OrderLabelCard label={label} print />
    </div>,
    document.body,
  );
}

export interface PrintLabelButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  label: OrderLabelData;
}

/** A bag label only helps while the bag is still going somewhere: not once it is back or cancelled. */
export function canPrintLabel(status: OrderStatus): boolean {
  return status !== 'COMPLETED' && status !== 'CANCELLED';
}

/** 'In nhãn': prints the bag label of one order, and nothing else of the page. */
export function PrintLabelButton({ label, variant = 'outlined', ...props }: PrintLabelButtonProps) {
  const [printing, setPrinting] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<PrintRoundedIcon />}
        onClick={() => setPrinting(true)}
        disabled={printing}
        {...props}
      >
        In nhãn
      </Button>
      {printing && <PrintJob label={label} onDone={() => setPrinting(false)} />}
    </>
  );
}

export interface PrintableOrderLabelProps {
  label: OrderLabelData;
}

/** The label as it will look on the bag, with its 'In nhãn' button. */
export function PrintableOrderLabel({ label }: PrintableOrderLabelProps) {
  return (
    <Stack
      spacing={1.5}
      sx={{
        alignItems: 'flex-start',
      }}
    >
      <OrderLabelCard label={label} />
      <PrintLabelButton label={label} />
    </Stack>
  );
}
