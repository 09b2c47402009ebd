import { ROLE_LABELS } from '@tsa/shared';
import { paths } from '@/config/paths';
import { ProfileCompletionBanner } from '@/features/auth/components/profile-completion-banner';
import { AreaLayout } from './area-layout';
import { studentNav } from './nav-config';

export function StudentLayout() {
  return (
    <AreaLayout
      sections={studentNav}
      areaLabel={ROLE_LABELS.STUDENT}
      homePath={paths.student.root}
      banner={<ProfileCompletionBanner />}
    />
  );
}
