import { ROLE_LABELS } from '@tsa/shared';
import { paths } from '@/config/paths';
import { AreaLayout } from './area-layout';
import { studentNav } from './nav-config';

export function StudentLayout() {
  return <AreaLayout sections={studentNav} areaLabel={ROLE_LABELS.STUDENT} homePath={paths.student.root} />;
}
