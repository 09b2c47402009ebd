import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HANDOFF_LABELS, type HandoffChoice } from '@tsa/shared';

/** "Gửi bạn cùng phòng: Lan", the way a staff card names a hand-off. */
const handoffLabel = (handoff: HandoffChoice) =>
  handoff.kind === 'ROOMMATE' && handoff.name ? `Gửi bạn cùng phòng: ${handoff.name}` : HANDOFF_LABELS[handoff.kind];

/**
 * Where a staff member hands the bag over, and for a pickup whether the student confirmed it
 * after the night-before reminder ("Chưa xác nhận" otherwise). Used by the task card and the run sheet.
 */
export function HandoffLine({
  handoff,
  pickup,
  confirmed,
}: {
  handoff: HandoffChoice;
  pickup: boolean;
  confirmed: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <MeetingRoomOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: handoff.kind === 'ROOM' ? 400 : 700 }}>
        {handoffLabel(handoff)}
      </Typography>
      {pickup && (
        <Chip
          size="small"
          color={confirmed ? 'success' : 'warning'}
          variant="outlined"
          label={confirmed ? 'Đã xác nhận' : 'Chưa xác nhận'}
        />
      )}
    </Stack>
  );
}
