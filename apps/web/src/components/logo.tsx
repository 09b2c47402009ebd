import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

/**
 * The TSA mark: a washing machine whose door holds a wave. Drawn without clip paths or ids so
 * any number of copies can share a page. Same drawing as public/favicon.svg and index.html.
 */
export function LogoMark({ size = 40, color }: { size?: number; color?: string }) {
  const theme = useTheme();
  const fill = color ?? theme.palette.brand;
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      aria-hidden
      focusable="false"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
      }}
    >
      <rect x="4" y="3" width="40" height="42" rx="11" fill={fill} />
      <circle cx="13" cy="11" r="2" fill="#FFFFFF" fillOpacity="0.9" />
      <circle cx="19" cy="11" r="2" fill="#FFFFFF" fillOpacity="0.55" />
      <rect x="27" y="9.5" width="10" height="3" rx="1.5" fill="#FFFFFF" fillOpacity="0.55" />
      <circle cx="24" cy="28.5" r="11.5" fill="#FFFFFF" />
      <circle cx="24" cy="28.5" r="8.5" fill={fill} fillOpacity="0.14" />
      <path d="M15.5 28.5q2.125-2.4 4.25 0t4.25 0 4.25 0 4.25 0A8.5 8.5 0 0 1 15.5 28.5Z" fill={fill} />
      <circle cx="27.5" cy="24" r="1.6" fill={fill} fillOpacity="0.45" />
    </Box>
  );
}

/**
 * Mark + "TSA" wordmark, optionally with the service line under it. As the link home (`home`),
 * its name is what it shows followed by "– Trang chủ" for screen readers: a voice-control user
 * says the words on screen (WCAG 2.5.3), so the link carries no aria-label of its own.
 */
export function Logo({
  size = 36,
  withTagline = false,
  home = false,
}: {
  size?: number;
  withTagline?: boolean;
  home?: boolean;
}) {
  return (
    <Stack
      direction="row"
      spacing={1.25}
      sx={{
        alignItems: 'center',
        minWidth: 0,
      }}
    >
      <LogoMark size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, fontSize: size * 0.5, letterSpacing: '0.04em', lineHeight: 1.1 }}
        >
          TSA
        </Typography>
        {/* The words apart in the text, not only on screen. */}{' '}
        {withTagline && (
          <Typography
            component="span"
            variant="caption"
            noWrap
            sx={{
              color: 'text.secondary',
              display: 'block',
              lineHeight: 1.3,
            }}
          >
            Giặt sấy ký túc xá
          </Typography>
        )}
        {home && (
          <Box component="span" sx={visuallyHidden}>
            {' '}
            – Trang chủ
          </Box>
        )}
      </Box>
    </Stack>
  );
}
