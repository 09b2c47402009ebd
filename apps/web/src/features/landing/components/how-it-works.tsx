import CheckroomRoundedIcon from '@mui/icons-material/CheckroomRounded';
import DirectionsWalkRoundedIcon from '@mui/icons-material/DirectionsWalkRounded';
import PhoneIphoneRoundedIcon from '@mui/icons-material/PhoneIphoneRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { IconTile } from '@/components/icon-tile';
import { RETURN_PROMISE_HOURS } from '@tsa/shared';
import { SectionHeading } from './section-heading';

const steps = [
  {
    icon: PhoneIphoneRoundedIcon,
    title: 'Đặt đơn trên điện thoại',
    text: 'Chọn dịch vụ, ước lượng số ký hoặc số món và khung giờ lấy đồ hợp với lịch học của bạn.',
  },
  {
    icon: DirectionsWalkRoundedIcon,
    title: 'Nhân viên lấy đồ tại phòng',
    text: 'Nhân viên TSA đến đúng phòng, đúng giờ, cân đồ và xác nhận giá cuối cùng với bạn.',
  },
  {
    icon: CheckroomRoundedIcon,
    title: 'Nhận lại đồ sạch',
    text: `Đồ được giặt sấy, gấp gọn và giao tận phòng trong vòng ${RETURN_PROMISE_HOURS} giờ sau khung giờ lấy đồ. Mỗi bước đều được báo ngay trên điện thoại.`,
  },
];

export function HowItWorks() {
  return (
    <Box
      component="section"
      id="cach-hoat-dong"
      aria-labelledby="how-title"
      sx={{ py: { xs: 7, md: 10 }, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="how-title" overline="Cách hoạt động" title="Ba bước, không cần rời phòng" />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
          }}
        >
          {steps.map(({ icon: Icon, title, text }, index) => (
            <Card component="li" key={title} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Stack
                  direction="row"
                  sx={{
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    mb: 3,
                  }}
                >
                  <IconTile size={52}>
                    <Icon />
                  </IconTile>
                  <Typography aria-hidden sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1, color: 'divider' }}>
                    {index + 1}
                  </Typography>
                </Stack>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {/* Screen readers hear "Bước 1: …"; sighted users see the big number instead. */}
                  <Box component="span" sx={visuallyHidden}>
                    {`Bước ${index + 1}: `}
                  </Box>
                  {title}
                </Typography>
                <Typography
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
