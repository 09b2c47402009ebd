import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/api-error';
import { IconTile } from './icon-tile';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A way forward: clear the filters, add the first item… */
  action?: ReactNode;
  /** Less vertical room, for a list inside a panel. */
  dense?: boolean;
}

/** What a list shows when it has nothing to show, and why. */
export function EmptyState({ title, description, icon, action, dense }: EmptyStateProps) {
  return (
    <Stack
      spacing={1.5}
      sx={{
        alignItems: 'center',
        py: dense ? 5 : 8,
        px: 2,
        textAlign: 'center',
      }}
    >
      <IconTile size={dense ? 52 : 64}>{icon ?? <InboxOutlinedIcon />}</IconTile>
      <Typography variant={dense ? 'subtitle1' : 'h6'} component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            maxWidth: 400,
          }}
        >
          {description}
        </Typography>
      )}
      {action}
    </Stack>
  );
}

export interface FilterableEmptyStateProps extends Omit<EmptyStateProps, 'action'> {
  /** A search or filter hides every row: a hint and "Xóa bộ lọc" take the place of `description`. */
  filtered: boolean;
  onClearFilters: () => void;
}

/** The empty state of a list that can be searched and filtered (the admin lists). */
export function FilterableEmptyState({ filtered, onClearFilters, description, ...rest }: FilterableEmptyStateProps) {
  return (
    <EmptyState
      {...rest}
      description={filtered ? 'Thử từ khóa khác (không cần gõ dấu) hoặc bỏ bớt bộ lọc.' : description}
      action={
        filtered ? (
          <Button variant="outlined" onClick={onClearFilters}>
            Xóa bộ lọc
          </Button>
        ) : undefined
      }
    />
  );
}

export interface ErrorStateProps {
  /** 'Không tải được danh sách đơn hàng' */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  dense?: boolean;
}

/** A list that could not be loaded: the server's reason and a retry button. */
export function ErrorState({ title, error, onRetry, retrying, dense }: ErrorStateProps) {
  return (
    <Stack
      role="alert"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        py: dense ? 5 : 8,
        px: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant={dense ? 'subtitle1' : 'h6'} component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          maxWidth: 420,
        }}
      >
        {errorText(error)}
      </Typography>
      <Button variant="contained" startIcon={<ReplayRoundedIcon />} onClick={onRetry} loading={retrying}>
        Thử lại
      </Button>
    </Stack>
  );
}
