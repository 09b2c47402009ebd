import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, formatNumber } from '@/lib/format';
import { SERVICE_UNIT_LABELS, type Service } from '@tsa/shared';
import { useServices } from '@/lib/services/get-services';
import { SectionHeading } from './section-heading';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  gap: 3,
} as const;

function PriceCard({ service }: { service: Service }) {
  const unit = service.unitLabel || SERVICE_UNIT_LABELS[service.unit];
  // "Tối thiểu 1 cái" says nothing; any minimum in kg does.
  const minimum = service.minQuantity > (service.unit === 'KG' ? 0 : 1) ? service.minQuantity : null;
  return (
    <Card component="li" sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h3">
          {service.name}
        </Typography>
        {service.description && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              flex: 1,
            }}
          >
            {service.description}
          </Typography>
        )}
        {/* The minimum sits on the price line so prices align across a row of cards. */}
        <Stack
          direction="row"
          sx={{
            alignItems: 'baseline',
            flexWrap: 'wrap',
            columnGap: 0.75,
            mt: 'auto',
          }}
        >
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}>
            {formatMoney(service.unitPrice)}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            / {unit}
          </Typography>
          {minimum && (
            <Chip
              size="small"
              variant="outlined"
              label={`Tối thiểu ${formatNumber(minimum)} ${unit}`}
              sx={{ ml: 'auto', alignSelf: 'center' }}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PriceSkeleton() {
  return (
    <Box sx={grid} aria-busy="true" aria-label="Đang tải bảng giá" data-testid="price-list-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index}>
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="45%" sx={{ fontSize: '1.75rem', mt: 1.5 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The live price list from the service catalogue. */
export function PriceList() {
  const { data, isPending, isError, refetch, isFetching } = useServices();

  let content;
  if (isPending) {
    content = <PriceSkeleton />;
  } else if (isError || data.length === 0) {
    content = (
      <Alert
        severity="info"
        sx={{ maxWidth: 640, mx: 'auto' }}
        action={
          isError ? (
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshRoundedIcon />}
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              Thử lại
            </Button>
          ) : undefined
        }
      >
        {isError
          ? 'Bảng giá đang được cập nhật. Vui lòng quay lại sau ít phút hoặc đăng nhập để xem giá khi đặt đơn.'
          : 'Hiện chưa có dịch vụ nào đang mở. Vui lòng quay lại sau.'}
      </Alert>
    );
  } else {
    content = (
      <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}>
        {data.map((service) => (
          <PriceCard key={service.id} service={service} />
        ))}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      id="bang-gia"
      aria-labelledby="price-title"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: 'action.hover', scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="price-title"
          overline="Bảng giá"
          title="Giá minh bạch, tính theo kg hoặc theo món"
          subtitle="Giá cuối cùng tính theo cân nặng thực tế khi nhân viên nhận đồ của bạn."
        />
        {content}
      </Container>
    </Box>
  );
}
