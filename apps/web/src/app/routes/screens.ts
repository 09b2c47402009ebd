/**
 * Title and one-line purpose of each screen still shown by the shared placeholder. A feature
 * that builds a screen replaces its `placeholderRoute(...)` in the router and its entry here.
 */
export const SCREENS = {
  dashboard: { title: 'Tổng quan', description: 'Đơn trong ngày, đơn đang xử lý, đơn trễ, doanh thu tháng, sinh viên đang hoạt động và các biểu đồ theo ngày, dịch vụ, trạng thái.' },
  dashboardReport: { title: 'Báo cáo', description: 'Sự cố cần xử lý, báo cáo vận hành và doanh thu, xuất tệp CSV và XLSX.' },

  student: { title: 'Trang chủ', description: 'Các đơn đang xử lý với tiến trình từng bước và nút đặt giặt nhanh.' },
  studentOrder: { title: 'Đơn của tôi', description: 'Các đơn của bạn: lọc theo trạng thái, tìm theo mã, xem tiến trình và hủy khi còn được phép.' },
  studentOrderAdd: { title: 'Đặt giặt', description: 'Chọn dịch vụ, số ký hoặc số món, khung giờ lấy đồ và xem giá tạm tính ngay khi nhập.' },
  studentReport: { title: 'Báo cáo sự cố', description: 'Báo mất đồ, hư hỏng, trễ hẹn hoặc tính sai tiền cho đơn của bạn và theo dõi kết quả xử lý.' },

  staff: { title: 'Công việc hôm nay', description: 'Tóm tắt trong ngày: lượt lấy đồ, lượt giao đồ và các đơn đang giặt.' },
  staffDelivery: { title: 'Giao nhận', description: 'Các lượt lấy và giao đồ của bạn hôm nay, sắp theo ký túc xá, tòa và phòng.' },
  staffOrder: { title: 'Xử lý đơn', description: 'Nhận đồ, ghi cân nặng thực tế, cập nhật trạng thái giặt và xác nhận thanh toán.' },

  notifications: { title: 'Thông báo', description: 'Thông báo về đơn hàng và hỗ trợ; đánh dấu đã đọc từng thông báo hoặc tất cả.' },
  tickets: { title: 'Hỗ trợ', description: 'Trao đổi với nhân viên TSA về đơn hàng và dịch vụ, tin nhắn cập nhật tức thì.' },
  regulations: { title: 'Nội quy dịch vụ', description: 'Các quy định khi sử dụng dịch vụ giặt sấy ký túc xá, do ban quản lý cập nhật.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type ScreenKey = keyof typeof SCREENS;
