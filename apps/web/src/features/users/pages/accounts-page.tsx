import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UsersTable } from '../components/users-table';

/** /dashboard/accounts: every account, with role and status filters. */
function AccountsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Quản lý tài khoản"
        subtitle="Mọi tài khoản trong hệ thống: đổi vai trò, khóa, mở khóa và xóa tài khoản."
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />} onClick={() => setCreating(true)}>
            Tạo tài khoản
          </Button>
        }
      />
      <UsersTable variant="accounts" />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        defaultRole="STAFF"
        chooseRole
        title="Tạo tài khoản"
      />
    </>
  );
}

export default AccountsPage;
