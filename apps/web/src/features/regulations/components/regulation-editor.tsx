import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { createRegulationSchema, REGULATION_LIMITS } from '@tsa/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useCreateRegulation } from '../api/create-regulation';
import type { AppRegulation } from '../api/types';
import { RegulationMarkdown } from './regulation-markdown';

export interface RegulationEditorProps {
  /** The version in force, the starting point of the new one. */
  current: AppRegulation | undefined;
  onDone: (saved?: AppRegulation) => void;
}

/** 'Chỉnh sửa nội quy': markdown with a live preview; saving publishes the next version. */
export function RegulationEditor({ current, onDone }: RegulationEditorProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [title, setTitle] = useState(current?.title ?? '');
  const [content, setContent] = useState(current?.content ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const create = useCreateRegulation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRegulationSchema.safeParse({ title, content });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      setTab('write');
      return;
    }
    setFieldError(null);
    create.mutate(
      { title: title.trim() || null, content },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(`Đã lưu nội quy phiên bản ${saved.version}`, { variant: 'success' });
          onDone(saved);
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5 }}>
        <Typography variant="h6" component="h2">
          Chỉnh sửa nội quy
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Lưu sẽ tạo phiên bản {current ? current.version + 1 : 1}; sinh viên đăng ký mới phải đồng ý với phiên bản này.
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
        <TextField
          label="Tiêu đề (không bắt buộc)"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REGULATION_LIMITS.title } }}
          fullWidth
          size="small"
        />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: 'write' | 'preview') => setTab(value)}
        sx={{ px: { xs: 1, sm: 2 }, mt: 1 }}
      >
        <Tab value="write" label="Soạn thảo" />
        <Tab value="preview" label="Xem trước" />
      </Tabs>
      <Divider />
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        {tab === 'write' ? (
          <TextField
            label="Nội dung (Markdown)"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            multiline
            minRows={14}
            maxRows={30}
            fullWidth
            error={Boolean(fieldError) || content.length > REGULATION_LIMITS.content}
            helperText={
              fieldError ??
              `${formatNumber(content.length)}/${formatNumber(REGULATION_LIMITS.content)} ký tự · Hỗ trợ tiêu đề (#), danh sách (-), chữ đậm (**…**); không hỗ trợ HTML`
            }
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 14 } } }}
          />
        ) : content.trim() ? (
          <Box data-testid="regulation-preview">
            <RegulationMarkdown content={content} />
          </Box>
        ) : (
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            Chưa có nội dung để xem trước.
          </Typography>
        )}
      </Box>
      <Divider />
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          justifyContent: 'flex-end',
          p: 2,
        }}
      >
        <Button onClick={() => onDone()} disabled={create.isPending}>
          Hủy
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Lưu phiên bản mới
        </Button>
      </Stack>
    </Card>
  );
}
