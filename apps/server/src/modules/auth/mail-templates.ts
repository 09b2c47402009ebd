import type { MailMessage } from '../../plugins/mail';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="vi"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1c2536">
<table width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#2970FF;padding-bottom:8px">TSA · Giặt sấy ký túc xá</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:16px">${escape(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#6c737f;padding-top:24px">Bạn nhận được email này vì có yêu cầu từ tài khoản TSA của bạn. Nếu không phải bạn, hãy bỏ qua email này.</td></tr>
</table></td></tr></table></body></html>`;
}

const codeBlock = (code: string) =>
  `<div style="font-size:32px;letter-spacing:8px;font-weight:bold;background:#eef4ff;color:#1c2536;border-radius:8px;padding:16px;text-align:center;margin:16px 0">${escape(code)}</div>`;

export function signupCodeMail(to: string, firstName: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: `${code} là mã xác thực đăng ký TSA của bạn`,
    text: [
      `Chào ${firstName},`,
      '',
      `Mã xác thực đăng ký tài khoản TSA của bạn là: ${code}`,
      `Mã có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`,
      '',
      'TSA · Giặt sấy ký túc xá',
    ].join('\n'),
    html: layout(
      'Xác thực email đăng ký',
      `<p>Chào ${escape(firstName)},</p><p>Nhập mã dưới đây để hoàn tất đăng ký tài khoản TSA:</p>${codeBlock(code)}<p>Mã có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.</p>`,
    ),
  };
}

export function resetPasswordMail(
  to: string,
  firstName: string,
  code: string,
  link: string,
  minutes: number,
): MailMessage {
  return {
    to,
    subject: `${code} là mã đặt lại mật khẩu TSA của bạn`,
    text: [
      `Chào ${firstName},`,
      '',
      `Mã đặt lại mật khẩu của bạn là: ${code}`,
      `Hoặc mở đường dẫn sau để đặt mật khẩu mới: ${link}`,
      `Mã và đường dẫn có hiệu lực trong ${minutes} phút.`,
      '',
      'TSA · Giặt sấy ký túc xá',
    ].join('\n'),
    html: layout(
      'Đặt lại mật khẩu',
      `<p>Chào ${escape(firstName)},</p><p>Mã đặt lại mật khẩu của bạn:</p>${codeBlock(code)}<p style="text-align:center"><a href="${escape(link)}" style="display:inline-block;background:#2970FF;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">Đặt mật khẩu mới</a></p><p>Mã và đường dẫn có hiệu lực trong ${minutes} phút. Sau khi đổi mật khẩu, mọi phiên đăng nhập khác sẽ bị đăng xuất.</p>`,
    ),
  };
}

/** Sent instead of a code when someone starts a sign-up with the address of an existing account. */
export function accountExistsMail(to: string, firstName: string, signInLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Email này đã có tài khoản TSA',
    text: [
      `Chào ${firstName},`,
      '',
      'Ai đó (có thể là bạn) vừa đăng ký tài khoản TSA mới bằng email này, nhưng email đã có tài khoản nên chúng tôi không tạo thêm.',
      `Đăng nhập: ${signInLink}`,
      `Quên mật khẩu: ${resetLink}`,
      'Nếu không phải bạn, hãy bỏ qua email này: tài khoản của bạn không thay đổi gì.',
      '',
      'TSA · Giặt sấy ký túc xá',
    ].join('\n'),
    html: layout(
      'Email này đã có tài khoản',
      `<p>Chào ${escape(firstName)},</p><p>Ai đó (có thể là bạn) vừa đăng ký tài khoản TSA mới bằng email này, nhưng email đã có tài khoản nên chúng tôi không tạo thêm.</p><p style="text-align:center"><a href="${escape(signInLink)}" style="display:inline-block;background:#2970FF;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">Đăng nhập</a></p><p>Quên mật khẩu? <a href="${escape(resetLink)}">Đặt lại mật khẩu</a>.</p><p>Nếu không phải bạn, hãy bỏ qua email này: tài khoản của bạn không thay đổi gì.</p>`,
    ),
  };
}

export function signInLinkMail(to: string, firstName: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Liên kết đăng nhập TSA của bạn',
    text: [
      `Chào ${firstName},`,
      '',
      `Mở đường dẫn sau để đăng nhập TSA: ${link}`,
      `Đường dẫn dùng được một lần trong ${minutes} phút, và chỉ trên trình duyệt bạn đã dùng để yêu cầu.`,
      '',
      'TSA · Giặt sấy ký túc xá',
    ].join('\n'),
    html: layout(
      'Đăng nhập bằng liên kết',
      `<p>Chào ${escape(firstName)},</p><p>Bấm nút dưới đây để đăng nhập TSA:</p><p style="text-align:center"><a href="${escape(link)}" style="display:inline-block;background:#2970FF;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">Đăng nhập</a></p><p>Liên kết dùng được một lần trong ${minutes} phút, và chỉ trên trình duyệt bạn đã dùng để yêu cầu.</p>`,
    ),
  };
}
