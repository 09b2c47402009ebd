import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { darken } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { readableShade } from '@/lib/readable-shade';

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
            // White text in both modes, so the band keeps the light mode's AA shades of the brand.
            backgroundImage: `linear-gradient(135deg, ${readableShade(theme.palette.brand, 'light')} 0%, ${darken(readableShade(theme.palette.brand, 'light'), 0.3)} 100%)`,
          })}
        >
          <Typography id="cta-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Để TSA lo chuyện giặt giũ
          </Typography>
          <Typography sx={{ mb: 4, maxWidth: 560, mx: { md: 'auto' } }}>
            Tạo tài khoản sinh viên trong một phút, đặt đơn đầu tiên ngay hôm nay và nhận lại đồ sạch tận phòng.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{
              justifyContent: 'center',
            }}
          >
            <Button
              component={RouterLink}
              to={paths.auth.register}
              size="large"
              variant="contained"
              sx={(theme) => ({
                bgcolor: '#FFFFFF',
                color: readableShade(theme.palette.brand, 'light'),
                '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.9)' },
              })}
            >
              Tạo tài khoản
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.login}
              size="large"
              variant="outlined"
              sx={{
                color: '#FFFFFF',
                borderColor: 'rgba(255, 255, 255, 0.6)',
                '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255, 255, 255, 0.08)' },
              }}
            >
              Đăng nhập
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
