import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function CallToAction() {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            borderRadius: 6,
            px: { xs: 3, sm: 6, md: 8 },
            py: { xs: 5, md: 7 },
            color: '#FFFFFF',
            textAlign: { xs: 'left', md: 'center' },
            backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
          })}
        >
          <Typography id="cta-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Để TSA lo chuyện giặt giũ
          </Typography>
          <Typography sx={{ opacity: 0.9, mb: 4, maxWidth: 560, mx: { md: 'auto' } }}>
            Tạo tài khoản sinh viên trong một phút, đặt đơn đầu tiên ngay hôm nay và nhận lại đồ sạch tận phòng.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
            <Button
              component={RouterLink}
              to={paths.auth.register}
              size="large"
              variant="contained"
              sx={{ bgcolor: '#FFFFFF', color: 'primary.dark', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.9)' } }}
            >
              Tạo tài khoản
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.login}
              size="large"
              variant="outlined"
              sx={{ color: '#FFFFFF', borderColor: 'rgba(255, 255, 255, 0.6)', '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255, 255, 255, 0.08)' } }}
            >
              Đăng nhập
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
