/** What people write: order notes, reasons, incident reports and answers (Vietnamese, as typed in the app). */
import type { ReportType } from '@tsa/shared';

export const ORDER_NOTES = [
  'Gọi trước khi lên phòng giúp em',
  'Để đồ ở phòng bảo vệ tầng trệt giúp em',
  'Có áo trắng, giặt riêng giúp em',
  'Không dùng nước xả vải',
  'Phòng em ở cuối hành lang',
  'Đồ màu dễ phai, giặt nước lạnh giúp em',
  'Gấp riêng đồ của hai người, có ghi tên trên túi',
  'Áo dài giặt nhẹ tay giúp em',
];

export const STUDENT_CANCEL_REASONS = [
  'Em đổi lịch, sẽ đặt lại sau',
  'Em về quê cuối tuần',
  'Đặt nhầm dịch vụ',
  'Bạn cùng phòng đã giặt giúp rồi',
  'Khung giờ này em không có ở phòng',
];

export const ADMIN_CANCEL_REASONS = [
  'Sinh viên yêu cầu hủy qua điện thoại',
  'Tiệm tạm ngưng nhận đơn do mất điện',
  'Đặt trùng đơn, giữ lại đơn đặt trước',
];
export const ADMIN_CANCEL_AFTER_FAILED_PICKUP = 'Không liên lạc được sinh viên sau lần lấy đồ thất bại';
export const ADMIN_CANCEL_AFTER_PICKUP = [
  'Đồ da không thuộc dịch vụ của tiệm, đã trả lại sinh viên',
  'Sinh viên xin lấy lại đồ trước khi giặt',
];

export const PICKUP_FAILURES = [
  'Không gặp sinh viên tại phòng',
  'Sinh viên không nghe máy',
  'Sinh viên hẹn lại khung giờ khác',
  'Bảo vệ không cho lên tòa nhà',
];
export const DROPOFF_FAILURES = [
  'Sinh viên không có ở phòng',
  'Không liên lạc được sinh viên',
  'Sinh viên nhờ giao lại khung sau',
];

export const REPORT_DESCRIPTIONS: Record<ReportType, string[]> = {
  LATE: ['Đồ giao trễ hơn hẹn hai ngày, em không có đồ mặc đi học.', 'Quá 48 giờ vẫn chưa nhận lại đồ.'],
  DAMAGED: [
    'Áo sơ mi trắng bị loang màu sau khi giặt.',
    'Quần jean bị rách ở đường may.',
    'Giày bị bong keo ở mũi sau khi giặt.',
  ],
  LOST_ITEM: ['Thiếu một chiếc áo khoác màu đen khi nhận lại đồ.', 'Mất một chiếc tất và một khăn tắm.'],
  WRONG_CHARGE: ['Số kg tính tiền nhiều hơn em cân ở phòng.', 'Em đã chuyển khoản nhưng đơn vẫn báo chưa thanh toán.'],
  OTHER: ['Nhân viên giao đồ không gọi trước.', 'Đồ còn ẩm khi nhận.'],
};

export const REPORT_ANSWERS = {
  RESOLVED: [
    'Tiệm xin lỗi vì sự bất tiện, đã hoàn tiền theo quy định.',
    'Đã giặt lại miễn phí và giao lại tận phòng.',
    'Đã tìm thấy đồ bị thất lạc và giao trả cho bạn.',
  ],
  REJECTED: ['Đơn được giao đúng hẹn theo lịch sử giao nhận.', 'Vết bẩn đã có từ trước khi nhận đồ (có ảnh lúc nhận).'],
  IN_REVIEW: ['Tiệm đang kiểm tra lại với nhân viên giao nhận.'],
} as const;
