import { PageHeader } from '@/components/page-header';
import { UsersTable } from '../components/users-table';

/** /dashboard/student: the students, with their room address and phone. */
function StudentsPage() {
  return (
    <>
      <PageHeader title="Sinh viên" subtitle="Sinh viên đang sử dụng dịch vụ, cùng phòng ở và số điện thoại liên hệ." />
      <UsersTable variant="students" fixedRole="STUDENT" />
    </>
  );
}

export default StudentsPage;
