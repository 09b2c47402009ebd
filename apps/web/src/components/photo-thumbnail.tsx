import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A private photo's object URL as its query gives it (fetched with the bearer header). */
interface PhotoState {
  isPending: boolean;
  isError: boolean;
  data?: string;
}

/** A square photo that opens full size in a new tab; a placeholder while it loads or when it fails. */
export function PhotoThumbnail({ image, alt, size }: { image: PhotoState; alt: string; size: number }) {
  const box = { width: size, height: size, borderRadius: 2, flexShrink: 0 };
  if (image.isPending) return <Skeleton variant="rounded" sx={box} />;
  if (image.isError || !image.data)
    return (
      <Box
        sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}
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
      sx={{ display: 'block', ...box, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={image.data}
        alt={alt}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
