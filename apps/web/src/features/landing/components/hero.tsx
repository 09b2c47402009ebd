import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PICKUP_SLOTS } from '@tsa/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { OrderPreview } from './order-preview';

// Read from the order rules, so the page keeps its word when the rules change.
const promises = [
  `Lấy đồ theo ${PICKUP_SLOTS.length} khung giờ mỗi ngày`,
  'Giá rõ ràng theo kg hoặc theo món',
  'Trả tiền mặt hoặc chuyển khoản',
];

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        backgroundImage: `radial-gradient(60% 60% at 85% 20%, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.12)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Chip
              label="Dịch vụ giặt sấy cho ký túc xá"
              color="primary"
              variant="outlined"
              sx={{ mb: 3, fontWeight: 600 }}
            />
            <Typography id="landing-title" variant="h1" sx={{ mb: 2.5 }}>
              Giặt sấy{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                tận phòng
              </Box>{' '}
              cho sinh viên ký túc xá
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{
                color: 'text.secondary',
                fontWeight: 400,
                mb: 4,
                maxWidth: 560,
              }}
            >
              Đặt đơn trên điện thoại, nhân viên TSA đến tận phòng lấy đồ, giặt sấy gấp gọn rồi giao lại đồ sạch thơm.
              Không cần xếp hàng, không lo trời mưa.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 4 }}>
              <Button
                component={RouterLink}
                to={paths.auth.register}
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
              >
                Đăng ký ngay
              </Button>
              <Button component={RouterLink} to={paths.auth.login} variant="outlined" size="large">
                Tôi đã có tài khoản
              </Button>
            </Stack>
            <Stack spacing={1.25}>
              {promises.map((text) => (
                <Stack
                  key={text}
                  direction="row"
                  spacing={1.25}
                  sx={{
                    alignItems: 'center',
                  }}
                >
                  <CheckCircleRoundedIcon color="success" fontSize="small" />
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {text}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
          <OrderPreview />
        </Box>
      </Container>
    </Box>
  );
}
