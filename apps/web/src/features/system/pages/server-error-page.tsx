import Button from '@mui/material/Button';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { StatusView } from '@/components/status-view';
import { paths } from '@/config/paths';
import { NoNetworkPage } from './no-network-page';
import { NotFoundPage } from './not-found-page';

function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** /500, and the router's error element for anything a page throws. */
export function ServerErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunkMissing = isChunkLoadFailure(error);
  // Without a network a screen's code fails to load just as it does after a deploy.
  if (chunkMissing && !navigator.onLine) return <NoNetworkPage />;
  // Online, the old page asks for chunks that the new deploy no longer has.
  const stale = chunkMissing;

  return (
    <StatusView
      code="500"
      title={stale ? 'Đã có phiên bản mới' : 'Đã có lỗi xảy ra'}
      description={
        stale
          ? 'Ứng dụng vừa được cập nhật. Vui lòng tải lại trang để tiếp tục.'
          : 'Hệ thống gặp sự cố ngoài ý muốn. Vui lòng thử lại sau ít phút; nếu lỗi vẫn còn, hãy liên hệ bộ phận hỗ trợ.'
      }
      actions={
        <>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            Tải lại trang
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={paths.root} reloadDocument>
            Về trang chủ
          </Button>
        </>
      }
    />
  );
}
