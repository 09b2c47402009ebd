import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

const columns = [
  {
    title: 'Dịch vụ',
    links: [
      { label: 'Cách hoạt động', to: `${paths.landing}#cach-hoat-dong` },
      { label: 'Bảng giá', to: `${paths.landing}#bang-gia` },
      { label: 'Nội quy dịch vụ', to: paths.regulations },
    ],
  },
  {
    title: 'Tài khoản',
    links: [
      { label: 'Đăng nhập', to: paths.auth.login },
      { label: 'Đăng ký', to: paths.auth.register },
      { label: 'Quên mật khẩu', to: paths.auth.forgotPassword },
    ],
  },
];

export function PublicFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 4, md: 8 }}
          sx={{
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ maxWidth: 360 }}>
            <Logo withTagline />
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                mt: 2,
              }}
            >
              Dịch vụ giặt sấy tận phòng dành cho sinh viên ký túc xá: đặt đơn trên điện thoại, nhân viên lấy đồ và giao
              lại đồ sạch tận nơi.
            </Typography>
          </Box>
          <Stack direction="row" spacing={{ xs: 6, sm: 10 }}>
            {columns.map((column) => (
              <Box key={column.title} component="nav" aria-label={column.title}>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
                  {column.title}
                </Typography>
                <Stack spacing={1}>
                  {column.links.map((link) => (
                    <Link
                      key={link.to}
                      component={RouterLink}
                      to={link.to}
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                      }}
                    >
                      {link.label}
                    </Link>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Stack>
        <Divider sx={{ my: 4 }} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          © {new Date().getFullYear()} TSA · Giặt sấy ký túc xá. Bảo lưu mọi quyền.
        </Typography>
      </Container>
    </Box>
  );
}
