import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { SCAN_STAGE_LABELS, SCAN_STAGES, type ScanStage } from '@tsa/shared';

/** The eight stages as big buttons, two a row, reachable with one thumb. */
export function StagePicker({ value, onChange }: { value: ScanStage; onChange: (stage: ScanStage) => void }) {
  return (
    <Box
      role="group"
      aria-label="Khâu đang quét"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
    >
      {SCAN_STAGES.map((stage) => (
        <ToggleButton
          key={stage}
          value={stage}
          selected={value === stage}
          color="primary"
          onChange={() => onChange(stage)}
          sx={{ minHeight: 56, fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
        >
          {SCAN_STAGE_LABELS[stage]}
        </ToggleButton>
      ))}
    </Box>
  );
}
