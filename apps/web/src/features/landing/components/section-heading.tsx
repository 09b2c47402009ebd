import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({
  id,
  overline,
  title,
  subtitle,
}: {
  id: string;
  overline: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography variant="overline" color="primary">
        {overline}
      </Typography>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: subtitle ? 1.5 : 0 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
