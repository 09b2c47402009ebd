import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReportPhoto } from '@tsa/shared';
import { useReportPhotoUrl } from '../api/get-report-photo';

function Photo({ photo, index }: { photo: ReportPhoto; index: number }) {
  const image = useReportPhotoUrl(photo.url);
  const size = { width: 112, height: 112, borderRadius: 2 };
  if (image.isPending) return <Skeleton variant="rounded" sx={size} />;
  if (image.isError)
    return (
      <Box
        sx={{ ...size, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}
        title="Không tải được ảnh"
      >
        <BrokenImageOutlinedIcon />
      </Box>
    );
  return (
    <Box
      component="a"
      href={image.data}
      target="_blank"
      rel="noopener"
      sx={{ display: 'block', ...size, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={image.data}
        alt={`Ảnh ${index + 1}`}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

/** The photos of a report, loaded with the bearer header. */
export function ReportPhotos({ photos }: { photos: ReportPhoto[] }) {
  if (!photos.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
      }}
    >
      {photos.map((photo, index) => (
        <Photo key={photo.id} photo={photo} index={index} />
      ))}
    </Stack>
  );
}
