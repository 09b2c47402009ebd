import { ROLE_LABELS } from '@tsa/shared';
import { paths } from '@/config/paths';
import { AreaLayout } from './area-layout';
import { staffNav } from './nav-config';

export function StaffLayout() {
  return <AreaLayout sections={staffNav} areaLabel={ROLE_LABELS.STAFF} homePath={paths.staff.root} />;
}
