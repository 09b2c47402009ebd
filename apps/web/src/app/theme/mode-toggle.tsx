import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { HoverTooltip } from '@/components/hover-tooltip';
import { useThemeSettings } from './theme-settings';

/** The light/dark switch every header carries. */
export function ModeToggle() {
  const { mode, toggleMode } = useThemeSettings();
  const dark = mode === 'dark';
  return (
    <HoverTooltip title={dark ? 'Chuyển sang chế độ sáng' : 'Chuyển sang chế độ tối'}>
      <IconButton aria-label="Chuyển chế độ sáng/tối" aria-pressed={dark} onClick={toggleMode} color="inherit">
        {dark ? <LightModeOutlinedIcon fontSize="small" /> : <DarkModeOutlinedIcon fontSize="small" />}
      </IconButton>
    </HoverTooltip>
  );
}
