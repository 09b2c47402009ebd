import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Dormitory, UnmappedAddress } from '@tsa/shared';
import { useState } from 'react';
import { ErrorState } from '@/components/list-states';
import { SectionHeader } from '@/components/section-header';
import { useUnmappedAddresses } from '../api/unmapped-addresses';
import { MapAddressDialog } from './map-address-dialog';

/**
 * Addresses typed as free text before the catalogue, which the automatic mapping (same name or
 * code, any case or accents) could not place: the admin puts each onto a building by hand.
 */
export function UnmappedAddressesSection({ dormitories }: { dormitories: Dormitory[] }) {
  const unmapped = useUnmappedAddresses();
  const [mapping, setMapping] = useState<UnmappedAddress | null>(null);
  const open = dormitories
    .filter((d) => d.active)
    .map((d) => ({ ...d, buildings: d.buildings.filter((b) => b.active) }))
    .filter((d) => d.buildings.length > 0);
  const list = unmapped.data ?? [];

  return (
    <section aria-labelledby="unmapped-heading">
      <SectionHeader
        id="unmapped-heading"
        title="Địa chỉ chưa ghép"
        subtitle="Địa chỉ sinh viên tự gõ trước khi có danh mục mà hệ thống chưa tự nhận ra."
      />
      <Card>
        {unmapped.isError && !unmapped.data ? (
          <ErrorState
            dense
            title="Không tải được danh sách địa chỉ"
            error={unmapped.error}
            onRetry={() => void unmapped.refetch()}
            retrying={unmapped.isFetching}
          />
        ) : unmapped.isPending ? (
          <Typography
            sx={{
              color: 'text.secondary',
              p: 2,
            }}
          >
            Đang tải…
          </Typography>
        ) : list.length === 0 ? (
          <Typography
            sx={{
              color: 'text.secondary',
              p: 2,
            }}
          >
            Mọi địa chỉ đều đã thuộc danh mục.
          </Typography>
        ) : (
          <List aria-label="Địa chỉ chưa ghép">
            {list.map((address) => {
              const where = `${address.dormitory} · ${address.building}`;
              return (
                <ListItem
                  key={`${address.dormitory}\u0000${address.building}`}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setMapping(address)}
                      aria-label={`Ghép ${where}`}
                    >
                      Ghép
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText primary={where} secondary={`${address.users} tài khoản, ${address.orders} đơn hàng`} />
                </ListItem>
              );
            })}
          </List>
        )}
      </Card>
      <MapAddressDialog address={mapping} dormitories={open} onClose={() => setMapping(null)} />
    </section>
  );
}
