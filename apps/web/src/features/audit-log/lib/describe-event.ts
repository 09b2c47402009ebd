import { ROLE_LABELS, USER_STATUS_LABELS, type AuditEvent } from '@tsa/shared';

/**
 * The security log in words an administrator reads: the server keeps codes, field names and
 * raw browser strings (what an investigation needs), the page says what they mean.
 */

const DETAIL_LABELS: Record<string, string> = {
  reason: 'Lý do',
  method: 'Cách',
  from: 'Trước',
  to: 'Sau',
  role: 'Vai trò',
  email: 'Email',
  note: 'Ghi chú',
  amount: 'Số tiền',
  webhookSecretChanged: 'Đổi khóa nhận thông báo ngân hàng',
  bankName: 'Ngân hàng',
  bankBin: 'Mã ngân hàng',
  accountNumber: 'Số tài khoản',
  accountName: 'Chủ tài khoản',
  scope: 'Áp dụng cho',
  minutes: 'Số phút',
};

const VALUE_LABELS: Record<string, string> = {
  ...ROLE_LABELS,
  ...USER_STATUS_LABELS,
  'unknown-email': 'email không có tài khoản',
  'wrong-password': 'sai mật khẩu',
  banned: 'tài khoản đang bị khóa',
  // auth.signin-locked: which browsers the failures locked out.
  'unknown-devices': 'thiết bị lạ (trình duyệt đã từng đăng nhập tài khoản vẫn vào được)',
  device: 'một trình duyệt đã từng đăng nhập tài khoản',
  password: 'mật khẩu',
  google: 'Google',
  passkey: 'khóa truy cập',
  'email-link': 'liên kết qua email',
  signup: 'hoàn tất đăng ký (mã qua email)',
  totp: 'mã xác thực',
  'recovery-code': 'mã khôi phục',
  'password+totp': 'mật khẩu + mã xác thực',
  'password+recovery-code': 'mật khẩu + mã khôi phục',
  true: 'có',
  false: 'không',
};

const label = (key: string) => DETAIL_LABELS[key] ?? key;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return objectText(value as Record<string, unknown>);
  return VALUE_LABELS[String(value)] ?? String(value);
}

/** `{ bankName, bankBin, accountNumber }` → "Ngân hàng VCB, số tài khoản 0011…": the bank's code only when its name is missing. */
function objectText(value: Record<string, unknown>): string {
  const entries = Object.entries(value).filter(
    ([key, item]) => item !== undefined && !(key === 'bankBin' && value.bankName),
  );
  return entries.map(([key, item]) => `${label(key)} ${valueText(item)}`).join(', ');
}

/** One "Label: value" per detail, joined with a middle dot. */
export function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${label(key)}: ${valueText(value)}`)
    .join(' · ');
}

const TARGET_LABELS: Record<string, string> = {
  'payment-settings': 'tài khoản nhận tiền của cửa hàng',
  'bank-transaction': 'giao dịch ngân hàng',
  delivery: 'nhiệm vụ giao nhận',
  order: 'đơn',
  user: 'tài khoản',
};

/** Whom or what the event touched: the account's e-mail or the order's code when known, else what kind of thing it was. */
export function targetText(target: NonNullable<AuditEvent['target']>): string {
  if (target.label) return target.label;
  const kind = TARGET_LABELS[target.type];
  if (!kind) return target.id;
  return target.type === 'payment-settings' ? kind : `${kind} ${target.id.slice(0, 8)}`;
}

const BROWSERS: [RegExp, string][] = [
  [/Zalo/i, 'Zalo'],
  [/coc_coc_browser\/(\d+)/i, 'Cốc Cốc'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* .*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome 131 trên Android" from a browser's user-agent string; null when neither the browser
 * nor the system is recognised (the page then shows the raw string). Versions are the major only.
 */
export function describeUserAgent(userAgent: string): string | null {
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      const version = match.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (browser && system) return `${browser} trên ${system}`;
  return browser ?? (system ? `Trình duyệt trên ${system}` : null);
}
