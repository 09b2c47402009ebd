import { paths } from '@/config/paths';
import { AreaLayout } from './area-layout';
import { dashboardNav } from './nav-config';

export function DashboardLayout() {
  return <AreaLayout sections={dashboardNav} areaLabel="Quản trị" homePath={paths.dashboard.root} />;
}
