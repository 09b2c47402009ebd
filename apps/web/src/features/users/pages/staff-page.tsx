import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UsersTable } from '../components/users-table';

/** /dashboard/staff: the staff, and new staff accounts. */
function StaffPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Nhân viên"
        subtitle="Nhân viên lấy đồ, giao đồ và xử lý đơn tại xưởng giặt."
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />} onClick={() => setCreating(true)}>
            Thêm nhân viên
          </Button>
        }
      />
      <UsersTable variant="staff" fixedRole="STAFF" />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} defaultRole="STAFF" title="Thêm nhân viên" />
    </>
  );
}

export default StaffPage;
