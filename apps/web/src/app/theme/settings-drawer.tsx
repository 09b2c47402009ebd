import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PRESET_NAMES, PRESETS } from './presets';
import { useThemeSettings } from './theme-settings';

interface OptionButtonProps {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}

function OptionButton({ selected, onClick, children }: OptionButtonProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={selected}
      focusRipple
      sx={(theme) => ({
        flex: 1,
        justifyContent: 'flex-start',
        gap: 1.25,
        px: 1.75,
        py: 1.5,
        borderRadius: 3,
        border: `1px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        backgroundColor: selected ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
        color: selected ? 'primary.main' : 'text.primary',
        fontWeight: 600,
        fontSize: '0.875rem',
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { backgroundColor: alpha(theme.palette.primary.main, selected ? 0.12 : 0.04) },
      })}
    >
      {children}
    </ButtonBase>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="overline"
      component="h3"
      sx={{
        color: 'text.secondary',
        display: 'block',
        mb: 1,
      }}
    >
      {children}
    </Typography>
  );
}

// The default export is what the gear button loads on its first click.
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mode, preset, setMode, setPreset, reset } = useThemeSettings();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 360 }, maxWidth: '100%' }, 'aria-label': 'Cài đặt giao diện' },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 3,
          py: 2,
        }}
      >
        <Typography variant="h6" component="h2">
          Cài đặt giao diện
        </Typography>
        <IconButton aria-label="Đóng" onClick={onClose}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Stack spacing={3} sx={{ px: 3, pb: 3 }}>
        <Box>
          <SectionTitle>Chế độ hiển thị</SectionTitle>
          <Stack direction="row" spacing={1.5}>
            <OptionButton selected={mode === 'light'} onClick={() => setMode('light')}>
              <LightModeOutlinedIcon fontSize="small" />
              Sáng
            </OptionButton>
            <OptionButton selected={mode === 'dark'} onClick={() => setMode('dark')}>
              <DarkModeOutlinedIcon fontSize="small" />
              Tối
            </OptionButton>
          </Stack>
        </Box>
        <Box>
          <SectionTitle>Màu chủ đạo</SectionTitle>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            {PRESET_NAMES.map((name) => (
              <OptionButton key={name} selected={preset === name} onClick={() => setPreset(name)}>
                <Box
                  aria-hidden
                  sx={{
                    width: 22,
                    height: 22,
                    borderRadius: '50%',
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    color: '#FFFFFF',
                    backgroundColor: PRESETS[name].main,
                  }}
                >
                  {preset === name && <CheckRoundedIcon sx={{ fontSize: 15 }} />}
                </Box>
                {PRESETS[name].label}
              </OptionButton>
            ))}
          </Box>
        </Box>
        <Button
          variant="text"
          color="inherit"
          onClick={reset}
          sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
        >
          Khôi phục mặc định
        </Button>
      </Stack>
    </Drawer>
  );
}
