import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import GavelRoundedIcon from '@mui/icons-material/GavelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/use-auth';
import { isApiError } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/format';
import { useRegulation } from '../api/get-regulation';
import { useRegulationVersions } from '../api/get-regulation-versions';
import { RegulationEditor } from '../components/regulation-editor';
import { RegulationMarkdown } from '../components/regulation-markdown';

/** /regulations: the rules in force (or an older version, `?version=`), their history, the admins' editor. */
export default function RegulationsPage() {
  const { user } = useAuth();
  const admin = user?.role === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('version'));
  const current = useRegulation('current');
  const versions = useRegulationVersions();
  const viewing =
    Number.isInteger(requested) && requested > 0 && requested !== current.data?.version ? requested : 'current';
  const shown = useRegulation(viewing);
  const [editing, setEditing] = useState(false);

  const view = (version: number | 'current') => {
    const next = new URLSearchParams(params);
    if (version === 'current' || version === current.data?.version) next.delete('version');
    else next.set('version', String(version));
    setParams(next);
  };

  const noRules = current.isError && isApiError(current.error) && current.error.statusCode === 404;

  return (
    <>
      {/* One title: the version's own when it has one; the text's leading heading is not repeated. */}
      <PageHeader
        title={(!editing && shown.data?.title) || 'Nội quy dịch vụ'}
        subtitle="Quy định khi sử dụng dịch vụ giặt ủi TSA dành cho sinh viên ký túc xá."
        actions={
          admin && !editing ? (
            <Button
              variant="contained"
              startIcon={<EditNoteRoundedIcon />}
              onClick={() => setEditing(true)}
              disabled={current.isPending}
            >
              Chỉnh sửa nội quy
            </Button>
          ) : undefined
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2.5}
        sx={{
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {editing ? (
            <RegulationEditor
              current={current.data}
              onDone={() => {
                setEditing(false);
                view('current');
              }}
            />
          ) : (
            <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
              {shown.isPending ? (
                <Stack spacing={1.5} aria-label="Đang tải nội quy">
                  <Skeleton variant="text" width="50%" height={36} />
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Skeleton key={i} variant="text" />
                  ))}
                </Stack>
              ) : noRules && viewing === 'current' ? (
                <EmptyState
                  icon={<GavelRoundedIcon />}
                  title="Chưa có nội quy"
                  description={
                    admin
                      ? 'Bấm “Chỉnh sửa nội quy” để viết phiên bản đầu tiên.'
                      : 'Nội quy dịch vụ sẽ sớm được công bố.'
                  }
                />
              ) : shown.isError ? (
                <ErrorState
                  title="Không tải được nội quy"
                  error={shown.error}
                  onRetry={() => void shown.refetch()}
                  retrying={shown.isFetching}
                />
              ) : (
                <>
                  {viewing !== 'current' && (
                    <Alert
                      severity="info"
                      sx={{ mb: 3 }}
                      action={
                        <Button color="inherit" size="small" onClick={() => view('current')}>
                          Xem bản hiện hành
                        </Button>
                      }
                    >
                      Bạn đang xem phiên bản cũ ({shown.data.version}), không còn hiệu lực.
                    </Alert>
                  )}
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{
                      alignItems: 'center',
                      flexWrap: 'wrap',
                      mb: 2.5,
                    }}
                  >
                    <Chip
                      size="small"
                      color={viewing === 'current' ? 'primary' : 'default'}
                      label={`Phiên bản ${shown.data.version}`}
                    />
                    <Typography
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                      }}
                    >
                      {viewing === 'current' ? 'Có hiệu lực từ' : 'Ban hành'} {formatDate(shown.data.createdAt)}
                    </Typography>
                  </Stack>
                  <RegulationMarkdown content={shown.data.content} />
                </>
              )}
            </Card>
          )}
        </Box>
        <Card variant="outlined" sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>
            Lịch sử phiên bản
          </Typography>
          {versions.isPending ? (
            <Stack spacing={1} sx={{ p: 2 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={44} />
              ))}
            </Stack>
          ) : versions.isError ? (
            <ErrorState
              dense
              title="Không tải được lịch sử"
              error={versions.error}
              onRetry={() => void versions.refetch()}
            />
          ) : versions.data.length === 0 ? (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                px: 2,
                pb: 2,
              }}
            >
              Chưa có phiên bản nào.
            </Typography>
          ) : (
            <List dense sx={{ pb: 1 }} aria-label="Các phiên bản nội quy">
              {versions.data.map((version) => {
                const isCurrent = version.version === current.data?.version;
                const selected = viewing === 'current' ? isCurrent : version.version === viewing;
                return (
                  <ListItem key={version.version} disablePadding>
                    <ListItemButton
                      selected={selected && !editing}
                      onClick={() => {
                        setEditing(false);
                        view(version.version);
                      }}
                    >
                      <ListItemText
                        primary={`Phiên bản ${version.version}${isCurrent ? ' (hiện hành)' : ''}`}
                        secondary={`${formatDateTime(version.createdAt)}${version.createdBy ? ` · ${version.createdBy.name}` : ''}`}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Card>
      </Stack>
    </>
  );
}
