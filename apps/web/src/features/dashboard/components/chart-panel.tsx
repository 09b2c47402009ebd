import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';

/**
 * The dashboard's charts, in reading order: title, how tall the drawing is (the skeleton has the
 * same height, so the page does not jump when the charts arrive) and how wide on a wide screen
 * (of 12 columns).
 */
export const CHARTS = {
  ordersPerDay: { title: 'Đơn theo ngày', height: 300, span: 12 },
  statusMix: { title: 'Tỉ lệ trạng thái', height: 260, span: 6 },
  revenuePerService: { title: 'Doanh thu theo dịch vụ', height: 260, span: 6 },
  busiestSlots: { title: 'Khung giờ lấy đồ đông nhất theo tòa nhà', height: 320, span: 12 },
} as const satisfies Record<string, { title: string; height: number; span: number }>;

export type ChartName = keyof typeof CHARTS;

/** The charts' grid: one column on phones and tablets, twelve on wide screens. */
export function ChartsGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(12, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}

export type ChartState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { kind: 'empty'; title: string; description?: string }
  | { kind: 'ready' };

export interface ChartPanelProps {
  name: ChartName;
  state: ChartState;
  /** One line under the title saying what the chart shows; also the figure's description. */
  summary?: ReactNode;
  /** The previous range stays on screen, dimmed, while the next one loads. */
  updating?: boolean;
  /** Taller than the default when the data needs it (many services). */
  height?: number;
  children?: ReactNode;
}

/** A chart as a figure: its title names it, its summary describes it, and it says when it has nothing to show. */
export function ChartPanel({ name, state, summary, updating, height, children }: ChartPanelProps) {
  const { title, height: defaultHeight, span } = CHARTS[name];
  const titleId = useId();
  const summaryId = useId();
  const minHeight = height ?? defaultHeight;
  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = <Skeleton variant="rounded" height={minHeight} sx={{ borderRadius: '12px' }} />;
      break;
    case 'error':
      body = (
        <ErrorState
          dense
          title="Không tải được biểu đồ"
          error={state.error}
          onRetry={state.onRetry}
          retrying={state.retrying}
        />
      );
      break;
    case 'empty':
      body = <EmptyState dense title={state.title} description={state.description} />;
      break;
    default:
      body = children;
  }
  return (
    <Card
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summary && state.kind === 'ready' ? summaryId : undefined}
      aria-busy={state.kind === 'loading' || updating || undefined}
      data-chart={name}
      sx={{
        m: 0,
        p: { xs: 2, sm: 2.5 },
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gridColumn: { lg: `span ${span}` },
      }}
    >
      <Box component="figcaption" sx={{ mb: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: '1.0625rem' }}>
          {title}
        </Typography>
        {state.kind === 'ready' && summary && (
          <Typography
            id={summaryId}
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 0.25,
            }}
          >
            {summary}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          // An empty or failed chart keeps its size where it sits beside another, not on a phone.
          minHeight: state.kind === 'empty' || state.kind === 'error' ? { xs: 0, sm: minHeight } : minHeight,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: state.kind === 'ready' ? 'flex-start' : 'center',
          opacity: updating ? 0.55 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {body}
      </Box>
    </Card>
  );
}

/** The charts' places while their code loads. */
export function ChartsSkeleton() {
  return (
    <ChartsGrid>
      {(Object.keys(CHARTS) as ChartName[]).map((name) => (
        <ChartPanel key={name} name={name} state={{ kind: 'loading' }} />
      ))}
    </ChartsGrid>
  );
}
