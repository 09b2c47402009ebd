import Stack from '@mui/material/Stack';
import type { ReportPhoto } from '@tsa/shared';
import { PhotoThumbnail } from '@/components/photo-thumbnail';
import { useReportPhotoUrl } from '../api/get-report-photo';

function Photo({ photo, index }: { photo: ReportPhoto; index: number }) {
  return <PhotoThumbnail image={useReportPhotoUrl(photo.url)} alt={`Ảnh ${index + 1}`} size={112} />;
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
