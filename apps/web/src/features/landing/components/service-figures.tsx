import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PublicFigures } from '@tsa/shared';
import { formatNumber } from '@/lib/format';
import { usePublicFigures } from '../api/get-public-figures';

interface Figure {
  lead: string;
  value: string;
  unit: string;
}

/** The figures the server gave, each read as a sentence: 'Trả đồ trung bình sau 31,5 giờ'. */
export function figuresOf(figures: PublicFigures): Figure[] {
  const out: Figure[] = [];
  if (figures.ordersCompleted !== null)
    out.push({ lead: 'Đã hoàn thành', value: formatNumber(figures.ordersCompleted), unit: 'đơn' });
  if (figures.averageTurnaroundHours !== null) {
    out.push({
      lead: 'Trả đồ trung bình sau',
      value: formatNumber(Math.round(figures.averageTurnaroundHours * 10) / 10),
      unit: 'giờ',
    });
  }
  if (figures.studentsServed !== null)
    out.push({ lead: 'Đã phục vụ', value: formatNumber(figures.studentsServed), unit: 'sinh viên' });
  return out;
}

/**
 * The service's real figures, under "how it works". Until the server has enough completed
 * orders to say anything (it answers nulls), or when it cannot answer, the strip is absent:
 * no placeholder numbers and no error box on a page for visitors.
 */
export function ServiceFigures() {
  const { data } = usePublicFigures();
  const figures = data ? figuresOf(data) : [];
  if (figures.length === 0) return null;
  const withTurnaround = data?.averageTurnaroundHours !== null;

  return (
    <Box component="section" aria-labelledby="figures-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            borderRadius: 6,
            px: { xs: 3, md: 6 },
            py: { xs: 3.5, md: 5 },
            border: `1px solid ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.32 : 0.18)}`,
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05),
          })}
        >
          <Typography
            id="figures-title"
            variant="overline"
            component="h2"
            color="primary"
            sx={{ display: 'block', textAlign: 'center', mb: { xs: 2, md: 3 } }}
          >
            TSA qua những con số
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: `repeat(${figures.length}, minmax(0, 1fr))` },
              rowGap: 2.5,
            }}
          >
            {figures.map((figure, index) => (
              <Box
                component="li"
                key={figure.lead}
                sx={{
                  textAlign: 'center',
                  px: { sm: 2 },
                  pt: { xs: index > 0 ? 2.5 : 0, sm: 0 },
                  borderTop: { xs: index > 0 ? 1 : 0, sm: 0 },
                  borderLeft: { xs: 0, sm: index > 0 ? 1 : 0 },
                  borderColor: { xs: 'divider', sm: 'divider' },
                }}
              >
                <Typography
                  sx={{
                    color: 'text.secondary',
                    fontWeight: 500,
                  }}
                >
                  {figure.lead}
                </Typography>
                <Typography
                  component="p"
                  sx={{
                    fontWeight: 800,
                    fontSize: { xs: '2.25rem', md: '2.75rem' },
                    lineHeight: 1.15,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {figure.value}{' '}
                  <Box component="span" sx={{ fontSize: '1.125rem', fontWeight: 600, color: 'text.secondary' }}>
                    {figure.unit}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              textAlign: 'center',
              mt: { xs: 2.5, md: 3.5 },
              maxWidth: 560,
              mx: 'auto',
            }}
          >
            Số liệu thật từ hệ thống TSA
            {withTurnaround
              ? '; thời gian trả đồ tính từ lúc lấy đồ đến lúc giao lại, trên các đơn 90 ngày gần nhất.'
              : '.'}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
