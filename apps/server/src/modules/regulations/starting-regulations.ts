import type { FastifyInstance } from 'fastify';
import { currentRegulationVersion, insertFirstRegulationVersion } from './repository';

export const STARTING_REGULATIONS_TITLE = 'Nội quy dịch vụ giặt sấy ký túc xá';

/** Version 1 of the rules, written on first start; administrators edit it from the dashboard. */
export const STARTING_REGULATIONS = `# Nội quy dịch vụ giặt sấy TSA

Nội quy này áp dụng cho mọi sinh viên sử dụng dịch vụ giặt sấy ký túc xá TSA. Khi đăng ký tài khoản, bạn xác nhận đã đọc và đồng ý với phiên bản nội quy hiện hành.

## 1. Đặt đơn và khung giờ lấy/giao đồ

- Đặt đơn trên ứng dụng, chọn ngày và một trong các khung giờ lấy đồ: **07:00–09:00**, **11:00–13:00**, **17:00–19:00**, **19:00–21:00**.
- Có thể đặt trước tối đa 14 ngày. Khung giờ đã bắt đầu thì không thể chọn nữa.
- Nhân viên đến tận phòng trong khung giờ đã hẹn. Vui lòng có mặt hoặc nhờ bạn cùng phòng giao, nhận đồ giúp. Nếu không gặp được bạn, đơn sẽ được hẹn lại lần khác.
- Cho đồ vào túi buộc kín; nên ghi tên và số phòng trên túi.

## 2. Đồ không nhận giặt

- **Đồ có giá trị**: trang sức, đồng hồ, điện thoại, tai nghe, thiết bị điện tử.
- **Tiền, thẻ ngân hàng, giấy tờ tùy thân** và mọi loại giấy tờ khác.
- Đồ dính hóa chất, xăng dầu, vật sắc nhọn hoặc đồ có thể làm hỏng đồ của người khác.

Vui lòng **kiểm tra kỹ túi quần áo** trước khi gửi. TSA không chịu trách nhiệm với các đồ vật trên nếu chúng nằm lẫn trong đồ gửi giặt.

## 3. Cân đồ và giá tiền

- Giá theo bảng giá tại thời điểm đặt đơn; số tiền khi đặt chỉ là tạm tính.
- Nhân viên cân, đếm đồ thực tế tại xưởng và báo thành tiền trên ứng dụng. Dịch vụ giặt sấy theo kg tính tối thiểu 3 kg mỗi đơn.

## 4. Thời gian hoàn thành

- Đơn thường hoàn thành trong **24–48 giờ** kể từ khi nhân viên lấy đồ.
- Chăn mền, giày và đồ giặt hấp có thể cần thêm thời gian; ngày mưa nhiều hoặc ngày lễ có thể chậm hơn. Mọi thay đổi trạng thái đơn đều được thông báo trên ứng dụng.

## 5. Thanh toán

- Thanh toán bằng **tiền mặt** khi nhận đồ hoặc **chuyển khoản** theo hướng dẫn trên ứng dụng.
- Đơn được ghi nhận “Đã thanh toán” khi TSA đã nhận đủ tiền.

## 6. Hủy đơn

- Sinh viên tự hủy đơn trên ứng dụng khi đơn đang **“Chờ xác nhận”** hoặc **“Đã xác nhận”** (trước khi nhân viên lấy đồ).
- Sau khi đồ đã được lấy, vui lòng liên hệ hỗ trợ nếu cần thay đổi.

## 7. Trách nhiệm khi mất đồ, hư hỏng và mức bồi thường

TSA chịu trách nhiệm với đồ đã nhận từ lúc lấy đồ đến lúc giao trả.

- **Mất đồ**: bồi thường tối đa **10 lần phí dịch vụ** của món đồ bị mất, không quá **1.000.000 ₫ cho mỗi đơn**.
- **Hư hỏng do lỗi giặt** (rách, co rút, lem màu do sai quy trình): giặt xử lý lại miễn phí hoặc bồi thường tối đa **5 lần phí dịch vụ** của món đồ.
- **Tính sai tiền**: hoàn lại đầy đủ phần chênh lệch.
- **Giao trễ** quá thời gian cam kết: có thể được giảm giá hoặc hoàn một phần phí dịch vụ tùy mức độ.
- **Không bồi thường** cho: đồ thuộc mục 2, hư hỏng do chất liệu kém hoặc đồ đã cũ, phai màu tự nhiên, đồ không ghi nhận khi giao nhận, khiếu nại quá thời hạn ở mục 8.

Số tiền hoàn trả hoặc bồi thường được ghi trong phản hồi báo cáo sự cố và trả bằng tiền mặt hoặc chuyển khoản.

## 8. Báo cáo sự cố

- Báo cáo sự cố **trong vòng 48 giờ** kể từ khi nhận lại đồ, tại mục **“Báo cáo sự cố”** trên ứng dụng.
- Chọn loại sự cố (Mất đồ, Hư hỏng, Giao trễ, Tính sai tiền, Khác), mô tả ngắn gọn và đính kèm tối đa 3 ảnh (JPEG, PNG hoặc WebP, mỗi ảnh tối đa 5 MB).
- Ban quản lý xem xét và phản hồi trên ứng dụng, thường trong vòng 3 ngày làm việc.

## 9. Tài khoản

- Thông tin phòng, số điện thoại phải chính xác để nhân viên lấy và giao đồ đúng chỗ.
- Tài khoản đặt đơn ảo nhiều lần hoặc có hành vi không phù hợp với nhân viên có thể bị khóa.

## 10. Liên hệ hỗ trợ

- Gửi yêu cầu tại mục **“Hỗ trợ”** trên ứng dụng; nhân viên trả lời trong giờ làm việc **07:00–21:00** hằng ngày.
- Nội quy có thể được cập nhật. Phiên bản mới có hiệu lực từ khi được đăng trên ứng dụng.
`;

export async function ensureStartingRegulations(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  if ((await currentRegulationVersion(db)) !== undefined) return;
  await insertFirstRegulationVersion(db, {
    title: STARTING_REGULATIONS_TITLE,
    content: STARTING_REGULATIONS,
    createdById: null,
  });
}
