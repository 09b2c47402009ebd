import Box from '@mui/material/Box';
import List from '@mui/material/List';
import { Fragment, type ReactNode } from 'react';

export interface CardListProps<Row> {
  /** The list's accessible name: 'Danh sách đơn hàng'. */
  label: string;
  /** undefined while the first page loads: skeleton items stand in. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  skeletonRows: number;
  /** One `<li>` per row (a ListItem, or a Box with component="li"). */
  renderRow: (row: Row) => ReactNode;
  /** One `<li>` standing in for a row, aria-hidden. */
  renderSkeleton: () => ReactNode;
  /** Shown instead of the list when the page is empty. */
  empty: ReactNode;
}

/** The phone form of a server-paged list: one block per row, a line between blocks. */
export function CardList<Row>({
  label,
  rows,
  rowKey,
  skeletonRows,
  renderRow,
  renderSkeleton,
  empty,
}: CardListProps<Row>) {
  if (rows?.length === 0) return <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{empty}</Box>;
  const items =
    rows === undefined
      ? Array.from({ length: skeletonRows }, (_, index) => ({ key: String(index), node: renderSkeleton() }))
      : rows.map((row) => ({ key: rowKey(row), node: renderRow(row) }));
  return (
    // The lines between blocks are borders: a list holds list items only.
    <List
      disablePadding
      aria-label={label}
      sx={(theme) => ({
        borderTop: 1,
        borderColor: 'divider',
        '& > * + *': { borderTop: `1px solid ${theme.palette.divider}` },
      })}
    >
      {items.map((item) => (
        <Fragment key={item.key}>{item.node}</Fragment>
      ))}
    </List>
  );
}
