import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '@/components/icon-tile';

export type KpiTone = 'primary' | 'warning' | 'success' | 'info' | 'error';

export interface KpiCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  /** The colour of the icon (and of the card, with `alert`). */
  tone?: KpiTone;
  /** A figure that needs attention now: the card takes the tone's colour. */
  alert?: boolean;
  /** Next to the value: '▲ 12,5%', 'x chờ xác nhận'. */
  badge?: ReactNode;
  /** One or two short lines under the value. */
  caption?: ReactNode;
  /** Where the figure's detail lives; the card's text is the link's name. */
  to?: string;
}

/** One figure of the dashboard: label, big value, a caption; the whole card links to its detail. */
export function KpiCard({ label, value, icon, tone = 'primary', alert = false, badge, caption, to }: KpiCardProps) {
  const labelId = useId();
  const body = (
    <Stack spacing={1.25} sx={{ p: 2.5, height: '100%' }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
        }}
      >
        <IconTile tone={tone}>{icon}</IconTile>
        <Typography
          id={labelId}
          variant="body2"
          sx={{
            color: 'text.secondary',
            fontWeight: 600,
          }}
        >
          {label}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: 1.25,
          rowGap: 0.5,
        }}
      >
        <Typography
          data-testid="kpi-value"
          sx={(theme) => ({
            fontWeight: 800,
            fontSize: { xs: '1.75rem', sm: '1.875rem' },
            lineHeight: 1.15,
            fontVariantNumeric: 'tabular-nums',
            color: alert
              ? theme.palette.mode === 'dark'
                ? theme.palette[tone].main
                : theme.palette[tone].dark
              : 'text.primary',
          })}
        >
          {value}
        </Typography>
        {badge}
      </Stack>
      {caption && (
        <Typography
          variant="body2"
          component="div"
          sx={{
            color: 'text.secondary',
            lineHeight: 1.45,
          }}
        >
          {caption}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      sx={(theme) => ({
        height: '100%',
        ...(alert && {
          border: '1px solid',
          borderColor: alpha(theme.palette[tone].main, 0.5),
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.08 : 0.05),
        }),
      })}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
