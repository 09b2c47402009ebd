import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import { HoverTooltip } from '@/components/hover-tooltip';
import { lazy, Suspense, useState } from 'react';

// The drawer (and MUI's Drawer and Modal under it) loads on the first click, not with the page.
const SettingsDrawer = lazy(() => import('./settings-drawer'));

/** The gear button of every header, with the drawer it opens. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <HoverTooltip title="Cài đặt giao diện">
        <IconButton
          aria-label="Cài đặt giao diện"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          color="inherit"
        >
          <SettingsOutlinedIcon fontSize="small" />
        </IconButton>
      </HoverTooltip>
      {opened && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
