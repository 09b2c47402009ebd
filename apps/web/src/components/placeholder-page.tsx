import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header';

export const IN_PROGRESS_TEXT = 'Chức năng đang được hoàn thiện';

export interface PlaceholderPageProps {
  title: string;
  /** One sentence: what this screen will hold. */
  description: string;
  /** `inline` drops the page header and card, for screens that sit in a card already. */
  variant?: 'page' | 'inline';
}

function PlaceholderBody({ title, description, inline }: { title: string; description: string; inline: boolean }) {
  return (
    <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center', py: inline ? 1 : { xs: 4, md: 7 }, px: { xs: 1, sm: 3 } }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '20px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
        })}
      >
        <ConstructionRoundedIcon sx={{ fontSize: 32 }} />
      </Box>
      {inline && (
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      )}
      <Chip label={IN_PROGRESS_TEXT} color="primary" variant="outlined" size="small" />
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {description}
      </Typography>
    </Stack>
  );
}

/** The stand-in for a screen that is not built yet: its title and what it will hold. */
export function PlaceholderPage({ title, description, variant = 'page' }: PlaceholderPageProps) {
  if (variant === 'inline') return <PlaceholderBody title={title} description={description} inline />;
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent>
          <PlaceholderBody title={title} description={description} inline={false} />
        </CardContent>
      </Card>
    </>
  );
}
