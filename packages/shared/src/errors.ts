/**
 * The stable error codes of the API with their Vietnamese messages.
 * Codes follow the seed's identity-provider codes (`auth/...`) where one fits,
 * so a client written for the seed maps them the same way.
 */
export const ERRORS = {
  // generic
  'request/invalid-input': { status: 400, message: 'Dữ liệu không hợp lệ' },
  'request/invalid-json': { status: 400, message: 'Nội dung gửi lên không phải JSON hợp lệ' },
  'request/unsupported-media-type': { status: 415, message: 'Định dạng nội dung không được hỗ trợ' },
  'request/payload-too-large': { status: 413, message: 'Dữ liệu gửi lên quá lớn' },
  'request/not-found': { status: 404, message: 'Không tìm thấy đường dẫn yêu cầu' },
  'request/method-not-allowed': { status: 405, message: 'Phương thức không được hỗ trợ' },
  'request/conflict': { status: 409, message: 'Yêu cầu xung đột với dữ liệu hiện tại' },
  'request/bad-request': { status: 400, message: 'Yêu cầu không hợp lệ' },
  'resource/not-found': { status: 404, message: 'Không tìm thấy dữ liệu' },
  'server/internal': { status: 500, message: 'Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại sau' },
  'server/unavailable': { status: 503, message: 'Hệ thống tạm thời không sẵn sàng. Vui lòng thử lại sau' },
  // auth (seed's provider codes)
  'auth/unauthenticated': { status: 401, message: 'Bạn cần đăng nhập để tiếp tục' },
  'auth/user-token-expired': { status: 401, message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại' },
  'auth/invalid-credential': { status: 401, message: 'Thông tin xác thực không hợp lệ. Vui lòng đăng nhập lại' },
  'auth/forbidden': { status: 403, message: 'Bạn không có quyền thực hiện thao tác này' },
  'auth/wrong-password': { status: 401, message: 'Mật khẩu không đúng' },
  'auth/invalid-email': { status: 400, message: 'Email không hợp lệ' },
  'auth/email-already-in-use': { status: 409, message: 'Email này đã được sử dụng' },
  'auth/user-not-found': { status: 404, message: 'Không tìm thấy người dùng' },
  'auth/user-disabled': { status: 403, message: 'Tài khoản này đã bị vô hiệu hóa' },
  'auth/weak-password': { status: 400, message: 'Mật khẩu quá yếu' },
  'auth/too-many-requests': { status: 429, message: 'Quá nhiều yêu cầu. Vui lòng thử lại sau' },
  'auth/invalid-verification-code': { status: 400, message: 'Mã xác thực không đúng' },
  'auth/code-expired': { status: 400, message: 'Mã xác thực đã hết hạn. Vui lòng yêu cầu mã mới' },
  'auth/missing-verification-code': { status: 400, message: 'Chưa có yêu cầu xác thực cho email này. Vui lòng đăng ký lại' },
  'auth/password-mismatch': { status: 400, message: 'Nhập lại mật khẩu không khớp' },
  'auth/requires-recent-login': { status: 401, message: 'Vui lòng đăng nhập lại để tiếp tục' },
  'auth/operation-not-allowed': { status: 400, message: 'Phương thức đăng nhập này chưa được bật' },
  'auth/account-exists-with-different-credential': {
    status: 409,
    message: 'Email đã được dùng với một phương thức đăng nhập khác',
  },
  'auth/email-not-verified': { status: 400, message: 'Email chưa được xác minh' },
  'users/cannot-change-self': { status: 409, message: 'Bạn không thể tự khóa, hạ quyền hoặc xóa chính mình' },
  'users/last-admin': { status: 409, message: 'Không thể thay đổi quản trị viên cuối cùng của hệ thống' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The body of every error the API answers. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | (string & {});
  message: string;
  /** Per-field messages for validation failures, keyed by dotted path. */
  fields?: Record<string, string>;
}

export function errorMessage(code: string): string {
  return (ERRORS as Record<string, { message: string }>)[code]?.message ?? ERRORS['server/internal'].message;
}
