import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCircleOutlineRoundedIcon from '@mui/icons-material/AddCircleOutlineRounded';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalLaundryServiceOutlinedIcon from '@mui/icons-material/LocalLaundryServiceOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import QrCodeScannerRoundedIcon from '@mui/icons-material/QrCodeScannerRounded';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '@/config/paths';

type SvgIconComponent = typeof SvgIcon;

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

/** Every area links the shared signed-in pages too. */
const sharedSection: NavSection = {
  title: 'Tiện ích',
  items: [
    { label: 'Thông báo', path: paths.notifications, icon: NotificationsNoneOutlinedIcon },
    { label: 'Hỗ trợ', path: paths.tickets, icon: SupportAgentOutlinedIcon },
    { label: 'Nội quy dịch vụ', path: paths.regulations, icon: GavelOutlinedIcon },
  ],
};

export const dashboardNav: NavSection[] = [
  {
    title: 'Vận hành',
    items: [
      { label: 'Tổng quan', path: paths.dashboard.root, icon: DashboardOutlinedIcon },
      { label: 'Đơn hàng', path: paths.dashboard.order, icon: ReceiptLongOutlinedIcon },
      { label: 'Tạo đơn hộ', path: paths.dashboard.orderAdd, icon: AddCircleOutlineRoundedIcon },
      { label: 'Giao nhận', path: paths.dashboard.delivery, icon: LocalShippingOutlinedIcon },
      { label: 'Bảng giá dịch vụ', path: paths.dashboard.services, icon: SellOutlinedIcon },
      { label: 'Gói giặt', path: paths.dashboard.plans, icon: WorkspacePremiumOutlinedIcon },
      { label: 'Mã giảm giá', path: paths.dashboard.vouchers, icon: LocalOfferOutlinedIcon },
      { label: 'Ký túc xá', path: paths.dashboard.dormitories, icon: ApartmentOutlinedIcon },
      { label: 'Số chỗ theo khung giờ', path: paths.dashboard.slots, icon: EventSeatOutlinedIcon },
      { label: 'Thanh toán', path: paths.dashboard.payments, icon: AccountBalanceOutlinedIcon },
      { label: 'Rút tiền ví', path: paths.dashboard.withdrawals, icon: AccountBalanceWalletOutlinedIcon },
      { label: 'Kệ & tìm túi', path: paths.dashboard.racks, icon: Inventory2OutlinedIcon },
      { label: 'Vận hành', path: paths.dashboard.floor, icon: TuneOutlinedIcon },
      { label: 'Báo cáo', path: paths.dashboard.report, icon: AssessmentOutlinedIcon },
    ],
  },
  {
    title: 'Người dùng',
    items: [
      { label: 'Tài khoản', path: paths.dashboard.accounts, icon: ManageAccountsOutlinedIcon },
      { label: 'Sinh viên', path: paths.dashboard.student, icon: SchoolOutlinedIcon },
      { label: 'Nhân viên', path: paths.dashboard.staff, icon: BadgeOutlinedIcon },
      { label: 'Bảo mật tài khoản', path: paths.dashboard.security, icon: LockOutlinedIcon },
      { label: 'Nhật ký bảo mật', path: paths.dashboard.audit, icon: HistoryOutlinedIcon },
    ],
  },
  sharedSection,
];

export const studentNav: NavSection[] = [
  {
    title: 'Giặt sấy',
    items: [
      { label: 'Trang chủ', path: paths.student.root, icon: HomeOutlinedIcon },
      { label: 'Đặt giặt', path: paths.student.orderAdd, icon: LocalLaundryServiceOutlinedIcon },
      { label: 'Đơn của tôi', path: paths.student.order, icon: ReceiptLongOutlinedIcon },
      { label: 'Ví TSA', path: paths.student.wallet, icon: AccountBalanceWalletOutlinedIcon },
      { label: 'Gói giặt', path: paths.student.plans, icon: WorkspacePremiumOutlinedIcon },
      { label: 'Báo cáo sự cố', path: paths.student.report, icon: ReportProblemOutlinedIcon },
      { label: 'Tài khoản', path: paths.student.account, icon: PersonOutlineRoundedIcon },
    ],
  },
  sharedSection,
];

export const staffNav: NavSection[] = [
  {
    title: 'Công việc',
    items: [
      { label: 'Hôm nay', path: paths.staff.root, icon: TodayOutlinedIcon },
      { label: 'Giao nhận', path: paths.staff.delivery, icon: LocalShippingOutlinedIcon },
      { label: 'Xử lý đơn', path: paths.staff.order, icon: LocalLaundryServiceOutlinedIcon },
      { label: 'Quét túi', path: paths.staff.scan, icon: QrCodeScannerRoundedIcon },
      { label: 'Tài khoản', path: paths.staff.account, icon: PersonOutlineRoundedIcon },
    ],
  },
  sharedSection,
];

/**
 * The nav item a pathname belongs to: the longest item path that is the pathname or one of
 * its parents, so /student/order/add lights "Đặt giặt" and not also "Đơn của tôi".
 */
export function activeNavPath(sections: NavSection[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { items } of sections) {
    for (const { path } of items) {
      const matches = pathname === path || pathname.startsWith(`${path}/`);
      if (matches && (!best || path.length > best.length)) best = path;
    }
  }
  return best;
}
