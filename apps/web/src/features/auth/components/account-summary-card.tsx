import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { personName, ROLE_LABELS } from '@tsa/shared';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { Profile } from '@/lib/auth/get-profile';

export function VerifiedChip({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip size="small" color="success" variant="outlined" icon={<VerifiedRoundedIcon />} label="Đã xác minh" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Chưa xác minh" />
  );
}

export function roomText(profile: Pick<Profile, 'dormitory' | 'building' | 'room'>): string | null {
  if (!profile.dormitory && !profile.building && !profile.room) return null;
  return [profile.dormitory, profile.building && `Tòa ${profile.building}`, profile.room && `Phòng ${profile.room}`]
    .filter(Boolean)
    .join(' · ');
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          component="p"
          sx={{
            color: 'text.secondary',
          }}
        >
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Who is signed in: avatar, name, role, verified e-mail and the saved contact details. */
export function AccountSummaryCard({ profile, photoPreview }: { profile: Profile; photoPreview?: string }) {
  const name = personName(profile);
  const room = roomText(profile);
  return (
    <Card>
      <CardContent>
        <Stack
          spacing={1.5}
          sx={{
            alignItems: 'center',
            textAlign: 'center',
            pt: 1,
          }}
        >
          <Avatar
            src={photoPreview || profile.photoUrl || undefined}
            alt=""
            sx={{ width: 96, height: 96, fontSize: '2.25rem', fontWeight: 600, bgcolor: 'primary.main' }}
          >
            {profile.firstName.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
          <Box>
            <Typography variant="h6" component="p">
              {name}
            </Typography>
            <Chip size="small" color="primary" label={ROLE_LABELS[profile.role]} sx={{ mt: 0.75 }} />
          </Box>
        </Stack>
        <Divider sx={{ my: 2.5 }} />
        <Stack spacing={2}>
          <Line icon={<MailOutlineRoundedIcon fontSize="small" />} label="Email">
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <span>{profile.email}</span>
              <VerifiedChip verified={profile.verified} />
            </Box>
          </Line>
          <Line icon={<PhoneRoundedIcon fontSize="small" />} label="Số điện thoại">
            {profile.phoneNumber ? (
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <span>{profile.phoneNumber}</span>
                {profile.phoneVerified && <VerifiedChip verified />}
              </Box>
            ) : (
              'Chưa có'
            )}
          </Line>
          {profile.role === 'STUDENT' && (
            <Line icon={<ApartmentRoundedIcon fontSize="small" />} label="Phòng ở">
              {room || 'Chưa có'}
            </Line>
          )}
          <Line icon={<CalendarMonthRoundedIcon fontSize="small" />} label="Thành viên từ">
            {formatDate(profile.createdAt)}
          </Line>
        </Stack>
      </CardContent>
    </Card>
  );
}
