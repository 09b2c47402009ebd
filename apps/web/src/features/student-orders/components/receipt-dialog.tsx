import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAYMENT_METHOD_LABELS } from '@tsa/shared';
import { LabelValueRow } from '@/components/label-value-row';
import { PricedLines } from '@/components/orders/priced-lines';
import { errorText } from '@/lib/api-error';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useDownloadReceiptPdf } from '../api/download-receipt-pdf';
import { useReceipt } from '../api/get-receipt';
import { quantityText } from '../lib/order-text';

// On paper only the receipt: the app behind the dialog is hidden.
const printStyles = {
  '@media print': { '#root': { display: 'none !important' }, '.MuiDialogActions-root': { display: 'none !important' } },
} as const;

/** The receipt of a paid order, printable ("In biên nhận" → the browser's print or save as PDF). */
export function ReceiptDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const receipt = useReceipt(orderId, open);
  const data = receipt.data;
  const pdf = useDownloadReceiptPdf();
  // On a phone the three buttons do not fit one row: one under the other, each the full width
  // (the print button last, nearest the thumb), so no label breaks onto two lines.
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="receipt-title">
      {open && <GlobalStyles styles={printStyles} />}
      <DialogTitle id="receipt-title">Biên nhận thanh toán</DialogTitle>
      <DialogContent>
        {receipt.isPending && <CircularProgress aria-label="Đang tải biên nhận" />}
        {receipt.isError && <Typography color="error">{errorText(receipt.error)}</Typography>}
        {data && (
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="h6" component="p" color="primary">
                {data.shopName}
              </Typography>
              <Typography variant="body2">Đơn {data.code}</Typography>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {data.studentName} · {data.address}
              </Typography>
            </Box>
            <Divider />
            <PricedLines
              label="Dịch vụ"
              lines={data.lines.map((line) => ({
                key: line.serviceName,
                name: line.serviceName,
                // The server gives what was weighed where the bag was weighed: what the student paid for.
                detail: `${quantityText(line.quantity, line.unitLabel)} × ${formatMoney(line.unitPrice)}`,
                amount: line.amount,
              }))}
            />
            <Divider />
            {/* "Gói: 3 kg", "Giảm giá (mã …)", "Ưu đãi giới thiệu": what the total already takes off. */}
            {(data.deductions ?? []).map((line) => (
              <LabelValueRow key={line.kind} label={line.label}>
                −{formatMoney(-line.amount)}
              </LabelValueRow>
            ))}
            <LabelValueRow label="Tổng cộng" strong>
              {formatMoney(data.total)}
            </LabelValueRow>
            <LabelValueRow label="Đã thanh toán">{formatMoney(data.paidAmount)}</LabelValueRow>
            {(data.refundedAmount ?? 0) > 0 && (
              <LabelValueRow label="Đã hoàn vào ví TSA">{formatMoney(data.refundedAmount)}</LabelValueRow>
            )}
            <LabelValueRow label="Phương thức">{PAYMENT_METHOD_LABELS[data.paymentMethod]}</LabelValueRow>
            <LabelValueRow label="Thời gian thanh toán">
              {data.paidAt ? formatDateTime(data.paidAt) : '—'}
            </LabelValueRow>
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              Lập lúc {formatDateTime(data.issuedAt)}. Cảm ơn bạn đã sử dụng dịch vụ!
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions
        disableSpacing={stacked}
        sx={stacked ? { flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 } : undefined}
      >
        <Button onClick={onClose} fullWidth={stacked}>
          Đóng
        </Button>
        <Button
          fullWidth={stacked}
          startIcon={<PictureAsPdfOutlinedIcon />}
          onClick={() => data && pdf.mutate({ id: orderId, code: data.code })}
          loading={pdf.isPending}
          disabled={!data}
        >
          Tải PDF
        </Button>
        <Button
          variant="contained"
          fullWidth={stacked}
          startIcon={<PrintRoundedIcon />}
          onClick={() => window.print()}
          disabled={!data}
        >
          In biên nhận
        </Button>
      </DialogActions>
    </Dialog>
  );
}
