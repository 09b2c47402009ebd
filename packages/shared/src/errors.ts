/**
 * The stable error codes of the API with their Vietnamese messages.
 * Codes follow the contract's identity-provider codes (`auth/...`) where one fits,
 * so a client written for the contract maps them the same way.
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
  'request/too-deeply-nested': { status: 400, message: 'Dữ liệu gửi lên lồng nhau quá sâu' },
  'request/timeout': { status: 408, message: 'Gửi yêu cầu quá lâu nên kết nối đã bị đóng. Vui lòng thử lại' },
  'request/idempotency-key-invalid': {
    status: 400,
    message: 'Mã chống gửi trùng (Idempotency-Key) không hợp lệ: cần từ 1 đến 255 ký tự, không có khoảng trắng',
  },
  'request/idempotency-key-reused': {
    status: 422,
    message: 'Mã chống gửi trùng (Idempotency-Key) này đã được dùng cho một yêu cầu khác. Vui lòng gửi lại từ đầu',
  },
  'request/idempotency-in-progress': {
    status: 409,
    message: 'Yêu cầu này đang được xử lý. Vui lòng tải lại trang để kiểm tra kết quả trước khi gửi lại',
  },
  'resource/not-found': { status: 404, message: 'Không tìm thấy dữ liệu' },
  'server/internal': { status: 500, message: 'Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại sau' },
  'server/unavailable': { status: 503, message: 'Hệ thống tạm thời không sẵn sàng. Vui lòng thử lại sau' },
  'server/busy': {
    status: 503,
    message: 'Hệ thống đang nhận quá nhiều yêu cầu cùng lúc. Vui lòng thử lại sau vài giây',
  },
  // auth (the contract's provider codes)
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
  'auth/missing-verification-code': {
    status: 400,
    message: 'Chưa có yêu cầu xác thực cho email này. Vui lòng đăng ký lại',
  },
  'auth/password-mismatch': { status: 400, message: 'Nhập lại mật khẩu không khớp' },
  'auth/requires-recent-login': { status: 401, message: 'Vui lòng đăng nhập lại để tiếp tục' },
  'auth/operation-not-allowed': { status: 400, message: 'Phương thức đăng nhập này chưa được bật' },
  'auth/account-exists-with-different-credential': {
    status: 409,
    message: 'Email đã được dùng với một phương thức đăng nhập khác',
  },
  'auth/email-not-verified': { status: 400, message: 'Email chưa được xác minh' },
  // outside providers and phone (the original document's provider errors, decision 041)
  'auth/user-cancelled': {
    status: 400,
    message: 'Bạn đã hủy đăng nhập ở nhà cung cấp. Hãy thử lại nếu muốn tiếp tục',
  },
  'auth/invalid-oauth-state': {
    status: 400,
    message: 'Phiên đăng nhập qua nhà cung cấp đã hết hạn hoặc không hợp lệ. Vui lòng thử lại từ đầu',
  },
  'auth/provider-unreachable': {
    status: 502,
    message: 'Không kết nối được tới nhà cung cấp đăng nhập. Vui lòng thử lại sau ít phút',
  },
  'auth/credential-already-in-use': {
    status: 409,
    message: 'Cách đăng nhập này đã thuộc về một tài khoản TSA khác',
  },
  'auth/last-sign-in-method': {
    status: 409,
    message:
      'Không thể gỡ cách đăng nhập cuối cùng của tài khoản. Hãy thêm mật khẩu hoặc một cách đăng nhập khác trước',
  },
  'auth/session-expired': {
    status: 400,
    message: 'Phiên đăng ký đã hết hạn. Vui lòng đăng nhập lại từ đầu',
  },
  'auth/invalid-phone-number': {
    status: 400,
    message: 'Số điện thoại không hợp lệ. Vui lòng nhập số di động Việt Nam (ví dụ 0912 345 678)',
  },
  'auth/quota-exceeded': {
    status: 503,
    message: 'Hệ thống tạm ngừng gửi SMS. Vui lòng thử lại sau hoặc đăng nhập bằng email',
  },
  // second factor
  'auth/multi-factor-auth-required': {
    status: 401,
    message: 'Tài khoản này bật xác thực hai bước. Vui lòng nhập mã xác thực để hoàn tất đăng nhập',
  },
  'auth/multi-factor-enrollment-required': {
    status: 403,
    message: 'Quản trị viên cần bật xác thực hai bước trước khi tiếp tục',
  },
  'auth/invalid-multi-factor-challenge': {
    status: 401,
    message: 'Phiên xác thực hai bước đã hết hạn hoặc đã được dùng. Vui lòng đăng nhập lại',
  },
  'auth/invalid-recovery-code': { status: 400, message: 'Mã khôi phục không đúng hoặc đã được dùng' },
  'auth/second-factor-already-enabled': { status: 409, message: 'Xác thực hai bước đã được bật cho tài khoản này' },
  'auth/second-factor-not-enabled': { status: 409, message: 'Tài khoản này chưa bật xác thực hai bước' },
  'auth/second-factor-setup-missing': {
    status: 409,
    message: 'Chưa có mã QR để xác nhận. Vui lòng bắt đầu bật xác thực hai bước lại',
  },
  'users/cannot-change-self': { status: 409, message: 'Bạn không thể tự khóa, hạ quyền hoặc xóa chính mình' },
  'users/last-admin': { status: 409, message: 'Không thể thay đổi quản trị viên cuối cùng của hệ thống' },
  // money (issue #34): wallet, plans, vouchers, referrals
  'wallet/insufficient-funds': { status: 409, message: 'Số dư ví TSA không đủ' },
  'wallet/invalid-amount': { status: 400, message: 'Số tiền không hợp lệ' },
  'wallet/balance-too-large': { status: 409, message: 'Số dư ví vượt mức tối đa cho phép' },
  'wallet/reason-required': { status: 400, message: 'Vui lòng nhập lý do điều chỉnh' },
  'wallet/withdrawal-not-found': { status: 404, message: 'Không tìm thấy yêu cầu rút tiền' },
  'wallet/withdrawal-handled': { status: 409, message: 'Yêu cầu rút tiền này đã được xử lý' },
  'wallet/not-a-student': { status: 400, message: 'Chỉ sinh viên có ví TSA' },
  'wallet/order-not-weighed': { status: 409, message: 'Đơn chưa được cân, chưa có số tiền cần trả' },
  'wallet/nothing-due': { status: 409, message: 'Đơn này không còn khoản nào cần trả' },
  'wallet/transfer-unavailable': { status: 409, message: 'Cửa hàng chưa có tài khoản nhận chuyển khoản để nạp ví' },
  'wallet/manual-payment': {
    status: 409,
    message:
      'Ví TSA chỉ được trừ tự động (khi cân hoặc khi sinh viên thanh toán bằng ví). Vui lòng chọn tiền mặt hoặc chuyển khoản',
  },
  'plans/not-found': { status: 404, message: 'Không tìm thấy gói' },
  'plans/inactive': { status: 409, message: 'Gói này hiện không còn bán' },
  'plans/already-active': { status: 409, message: 'Bạn đang có một gói còn hiệu lực hoặc đang chờ thanh toán' },
  'plans/skip-not-allowed': { status: 409, message: 'Gói này không cho phép tạm ngưng một tuần' },
  'plans/skip-used': { status: 409, message: 'Bạn đã tạm ngưng một tuần trong tháng này' },
  'plans/not-active': { status: 409, message: 'Gói này không còn hiệu lực' },
  'plans/not-awaiting': { status: 409, message: 'Không có gói nào đang chờ thanh toán' },
  'plans/invalid-services': { status: 400, message: 'Gói chỉ áp dụng cho dịch vụ tính theo kg đang có trong bảng giá' },
  'vouchers/not-found': { status: 400, message: 'Mã giảm giá không tồn tại' },
  'vouchers/not-started': { status: 400, message: 'Mã giảm giá chưa đến ngày sử dụng' },
  'vouchers/expired': { status: 400, message: 'Mã giảm giá đã hết hạn' },
  'vouchers/used-up': { status: 409, message: 'Mã giảm giá đã hết lượt sử dụng' },
  'vouchers/min-order': { status: 400, message: 'Đơn hàng chưa đạt giá trị tối thiểu để dùng mã này' },
  'vouchers/first-order-only': { status: 400, message: 'Mã giảm giá chỉ dành cho đơn hàng đầu tiên' },
  'vouchers/per-student-limit': { status: 409, message: 'Bạn đã dùng hết lượt của mã giảm giá này' },
  'vouchers/service-not-covered': { status: 400, message: 'Mã giảm giá không áp dụng cho dịch vụ đã chọn' },
  'vouchers/code-taken': { status: 409, message: 'Mã giảm giá này đã tồn tại' },
  'vouchers/with-referral': {
    status: 400,
    message: 'Đơn đầu tiên đã có ưu đãi giới thiệu, không dùng thêm mã giảm giá',
  },
  'vouchers/inactive': { status: 400, message: 'Mã giảm giá đã ngừng áp dụng' },
  'vouchers/limit-below-used': { status: 409, message: 'Tổng số lượt không được nhỏ hơn số lượt đã dùng' },
  'referrals/invalid-code': { status: 400, message: 'Mã giới thiệu không tồn tại' },
  'referrals/self': { status: 400, message: 'Không thể dùng mã giới thiệu của chính mình' },
  'referrals/already-referred': { status: 409, message: 'Tài khoản này đã nhập mã giới thiệu' },
  'referrals/too-late': { status: 409, message: 'Chỉ nhập mã giới thiệu trước khi đặt đơn đầu tiên' },
  'referrals/already-claimed': {
    status: 409,
    message: 'E-mail hoặc số điện thoại này đã nhận ưu đãi giới thiệu trước đây',
  },
  // orders
  'orders/not-found': { status: 404, message: 'Không tìm thấy đơn hàng' },
  'orders/invalid-transition': { status: 409, message: 'Không thể chuyển trạng thái đơn hàng' },
  'orders/unknown-service': { status: 400, message: 'Dịch vụ không tồn tại' },
  'orders/service-inactive': { status: 400, message: 'Dịch vụ này hiện đã ngừng phục vụ' },
  'orders/below-minimum': { status: 400, message: 'Số lượng thấp hơn mức tối thiểu của dịch vụ' },
  'orders/whole-quantity-required': { status: 400, message: 'Dịch vụ tính theo cái/đôi cần số lượng là số nguyên' },
  'orders/pickup-in-past': { status: 400, message: 'Khung giờ lấy đồ đã qua. Vui lòng chọn khung giờ khác' },
  'orders/pickup-too-far': { status: 400, message: 'Chỉ đặt lịch lấy đồ trong vòng 14 ngày tới' },
  'orders/pickup-required': { status: 400, message: 'Vui lòng chọn ngày và khung giờ lấy đồ' },
  'orders/address-required': {
    status: 400,
    message:
      'Chưa có địa chỉ nhận đồ. Vui lòng cập nhật ký túc xá, tòa nhà, phòng và số điện thoại trong hồ sơ hoặc nhập địa chỉ cho đơn này',
  },
  'orders/student-required': { status: 400, message: 'Vui lòng chọn sinh viên đặt đơn' },
  'orders/student-not-found': { status: 400, message: 'Không tìm thấy sinh viên đang hoạt động với mã này' },
  'orders/cancel-reason-required': { status: 400, message: 'Vui lòng nhập lý do hủy đơn' },
  'orders/weights-only-at-washing': {
    status: 400,
    message: 'Chỉ ghi nhận số cân/số lượng thực tế khi chuyển đơn sang "Đang giặt"',
  },
  'orders/unknown-item': { status: 400, message: 'Dòng này không có trong đơn hàng' },
  'orders/total-too-large': { status: 400, message: 'Tổng đơn vượt mức tối đa 5.000.000 ₫ mỗi đơn' },
  'orders/nothing-weighed': {
    status: 400,
    message: 'Mọi dòng đều bằng 0: nhập cân nặng hoặc số lượng thực tế, hoặc hủy đơn nếu không có đồ',
  },
  'orders/payment-not-allowed': { status: 409, message: 'Không thể ghi nhận thanh toán cho đơn đã hủy' },
  // payments
  'payments/final-total-unknown': {
    status: 409,
    message: 'Chưa có thành tiền cuối cùng (đơn chưa được cân). Chỉ xác nhận thanh toán sau khi cân đồ',
  },
  'payments/reason-required': { status: 400, message: 'Vui lòng nhập lý do' },
  'payments/admin-only': { status: 403, message: 'Chỉ quản trị viên mới được thực hiện thao tác này với thanh toán' },
  'payments/not-transfer': { status: 409, message: 'Đơn này không thanh toán bằng chuyển khoản' },
  'payments/already-paid': { status: 409, message: 'Đơn đã được thanh toán' },
  'payments/receipt-unavailable': { status: 409, message: 'Đơn chưa được thanh toán nên chưa có biên nhận' },
  'payments/order-cancelled': { status: 409, message: 'Đơn đã hủy, không thể nhận thanh toán' },
  'payments/webhook-unauthorized': { status: 401, message: 'Khóa xác thực webhook không đúng hoặc chưa được cấu hình' },
  'payments/transaction-not-found': { status: 404, message: 'Không tìm thấy giao dịch ngân hàng' },
  'payments/transaction-already-matched': { status: 409, message: 'Giao dịch này đã được khớp với một đơn' },
  'payments/unknown-bank': { status: 400, message: 'Ngân hàng không có trong danh sách VietQR' },
  'payments/transfer-unavailable': {
    status: 409,
    message: 'Cửa hàng chưa có tài khoản nhận chuyển khoản. Vui lòng chọn thanh toán tiền mặt',
  },
  'payments/cash-short': { status: 400, message: 'Số tiền mặt đã thu ít hơn số cần thu' },
  'payments/cash-over': { status: 400, message: 'Số tiền mặt đã thu nhiều hơn số cần thu: ghi đúng số cần thu' },
  'payments/cash-required': {
    status: 400,
    message: 'Đơn thanh toán tiền mặt chưa thu tiền: vui lòng xác nhận số tiền đã thu trước khi hoàn thành',
  },
  'orders/slot-full': { status: 409, message: 'Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác' },
  'orders/return-not-ready': {
    status: 409,
    message: 'Chỉ chọn giờ trả đồ khi đơn đã giặt xong và chưa bắt đầu giao',
  },
  'orders/return-in-past': { status: 400, message: 'Khung giờ trả đồ đã qua. Vui lòng chọn khung giờ khác' },
  'orders/return-too-far': { status: 400, message: 'Chỉ hẹn giờ trả đồ trong vòng 14 ngày tới' },
  // ratings of completed orders
  'ratings/not-completed': { status: 409, message: 'Chỉ đánh giá được đơn đã hoàn thành' },
  'ratings/already-rated': { status: 409, message: 'Bạn đã đánh giá đơn này rồi' },
  // the dormitory catalogue and addresses picked from it
  'dormitories/not-found': { status: 404, message: 'Không tìm thấy ký túc xá' },
  'dormitories/building-not-found': { status: 404, message: 'Không tìm thấy tòa nhà' },
  'dormitories/code-taken': { status: 409, message: 'Tên hoặc mã này đã được dùng' },
  'addresses/unknown-dormitory': {
    status: 400,
    message: 'Ký túc xá không có trong danh sách. Vui lòng chọn ký túc xá từ danh sách',
  },
  'addresses/unknown-building': {
    status: 400,
    message: 'Tòa nhà không có trong danh sách của ký túc xá này. Vui lòng chọn tòa nhà từ danh sách',
  },
  'addresses/inactive': { status: 400, message: 'Ký túc xá hoặc tòa nhà này đã ngừng phục vụ. Vui lòng chọn nơi khác' },
  'addresses/invalid-room': { status: 400, message: 'Số phòng không thuộc tòa nhà đã chọn' },
  // deliveries
  'deliveries/too-early': { status: 409, message: 'Chưa đến ngày lấy đồ của nhiệm vụ này' },
  'deliveries/not-found': { status: 404, message: 'Không tìm thấy nhiệm vụ' },
  'deliveries/invalid-transition': { status: 409, message: 'Không thể chuyển trạng thái nhiệm vụ' },
  'deliveries/not-yours': { status: 403, message: 'Nhiệm vụ này được giao cho nhân viên khác' },
  'deliveries/invalid-staff': { status: 400, message: 'Người được phân công phải là nhân viên đang hoạt động' },
  'deliveries/order-not-eligible': { status: 409, message: 'Đơn hàng không ở trạng thái phù hợp để phân công' },
  'deliveries/already-assigned': { status: 409, message: 'Đơn hàng đã có nhiệm vụ cùng loại đang thực hiện' },
  'deliveries/not-open': { status: 409, message: 'Nhiệm vụ đã kết thúc, không thể thay đổi' },
  'deliveries/date-in-past': { status: 400, message: 'Ngày thực hiện không được ở trong quá khứ' },
  'deliveries/date-too-far': { status: 400, message: 'Chỉ phân công trong vòng 14 ngày tới' },
  'deliveries/bulk-rejected': {
    status: 409,
    message: 'Không thể phân công các đơn đã chọn; chưa đơn nào được phân công',
  },
  // notifications and support tickets
  'notifications/not-found': { status: 404, message: 'Không tìm thấy thông báo' },
  'notifications/invalid-unsubscribe-link': {
    status: 400,
    message: 'Liên kết hủy đăng ký không hợp lệ hoặc đã bị thay đổi',
  },
  // 60: UNSUBSCRIBE_LINK_DAYS in schemas/outreach.ts.
  'notifications/unsubscribe-link-expired': {
    status: 400,
    message:
      'Liên kết hủy đăng ký đã hết hạn: liên kết chỉ dùng được trong 60 ngày sau khi gửi email. Bạn vẫn có thể tắt email trong trang Tài khoản sau khi đăng nhập',
  },
  'tickets/not-found': { status: 404, message: 'Không tìm thấy yêu cầu hỗ trợ' },
  'tickets/closed': { status: 409, message: 'Yêu cầu hỗ trợ đã đóng, không thể gửi thêm tin nhắn' },
  'tickets/invalid-order': { status: 400, message: 'Đơn hàng không tồn tại hoặc không phải đơn của bạn' },
  // incident reports and their photos
  'reports/not-found': { status: 404, message: 'Không tìm thấy báo cáo sự cố' },
  'reports/photo-not-found': { status: 404, message: 'Không tìm thấy ảnh' },
  'reports/invalid-transition': { status: 409, message: 'Không thể chuyển trạng thái báo cáo' },
  'reports/too-many-photos': { status: 400, message: 'Chỉ được gửi tối đa 3 ảnh cho mỗi báo cáo' },
  'auth/link-other-browser': {
    status: 403,
    message:
      'Liên kết đăng nhập phải được mở trên chính trình duyệt đã yêu cầu nó. Hãy mở liên kết trên trình duyệt đó, hoặc yêu cầu liên kết mới tại đây',
  },
  'auth/passkey-failed': { status: 401, message: 'Không xác thực được khóa truy cập. Vui lòng thử lại' },
  'auth/passkey-not-found': { status: 404, message: 'Không tìm thấy khóa truy cập' },
  'uploads/invalid-type': { status: 415, message: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP' },
  'uploads/too-large': { status: 413, message: 'Mỗi ảnh tối đa 5 MB' },
  'uploads/invalid-form': { status: 400, message: 'Biểu mẫu tải lên không hợp lệ' },
  'uploads/invalid-image': { status: 400, message: 'Ảnh bị hỏng hoặc có chứa nội dung không phải ảnh' },
  // regulations
  'regulations/not-found': { status: 404, message: 'Không tìm thấy phiên bản nội quy' },
  'regulations/not-accepted': { status: 400, message: 'Vui lòng đồng ý với nội quy hiện hành' },
  // the production floor (decision 043)
  'floor/garment-kind-not-found': { status: 404, message: 'Không tìm thấy loại đồ' },
  'floor/garment-kind-taken': { status: 409, message: 'Loại đồ này đã có trong danh sách' },
  'proofs/not-found': { status: 404, message: 'Chưa có ảnh và kiểm đếm cho đơn này' },
  'proofs/wrong-stage': { status: 409, message: 'Đơn hàng chưa đến bước này nên chưa ghi nhận được' },
  'proofs/answer-closed': { status: 409, message: 'Đã hết thời gian xác nhận hoặc khiếu nại' },
  'proofs/already-answered': { status: 409, message: 'Bạn đã trả lời cho lần kiểm đếm này' },
  'scans/unknown-bag': { status: 404, message: 'Mã túi không khớp đơn hàng nào' },
  'scans/rack-required': { status: 400, message: 'Vui lòng quét hoặc chọn mã kệ' },
  'scans/unknown-rack': { status: 404, message: 'Không tìm thấy kệ này' },
  'racks/taken': { status: 409, message: 'Mã kệ này đã tồn tại' },
  'racks/not-found': { status: 404, message: 'Không tìm thấy kệ này' },
  'scans/order-closed': {
    status: 409,
    message: 'Đơn hàng này đã hoàn thành hoặc đã hủy, không quét tiếp được. Vui lòng để túi riêng và báo quản trị viên',
  },
  'schedule/closed': {
    status: 409,
    message: 'Đã đến giờ lấy hoặc giao đồ nên không đổi được nữa. Vui lòng liên hệ hỗ trợ',
  },
  'schedule/same-window': { status: 400, message: 'Khung giờ mới trùng với khung giờ hiện tại' },
  'run-sheets/no-tasks-here': { status: 409, message: 'Hôm nay bạn không có nhiệm vụ nào ở toà này' },
  'claims/not-completed': { status: 409, message: 'Chỉ báo mất hoặc hỏng đồ cho đơn đã hoàn thành' },
  'claims/refund-too-large': { status: 400, message: 'Số tiền hoàn vượt quá giá trị đơn hàng' },
  'claims/method-required': {
    status: 400,
    message: 'Vui lòng chọn cách hoàn tiền: tiền mặt, chuyển khoản hoặc ví TSA',
  },
  'proofs/not-yours': { status: 403, message: 'Chỉ nhân viên nhận nhiệm vụ lấy đồ của đơn này mới ghi nhận được' },
  'proofs/photo-required': { status: 400, message: 'Vui lòng chụp ảnh túi đồ' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The body of every error the API answers. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | (string & {});
  message: string;
  /** Per-field messages for validation failures, keyed by dotted path. */
  fields?: Record<string, string>;
  /** With `auth/multi-factor-auth-required`: the challenge the second step answers. */
  mfa?: { challenge: string; methods: string[]; expiresAt: string };
}

export function errorMessage(code: string): string {
  return (ERRORS as Record<string, { message: string }>)[code]?.message ?? ERRORS['server/internal'].message;
}
