import { describe, expect, it } from 'vitest';
import { describeUserAgent, detailText, targetText } from './describe-event';

describe('the security log in words', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Zalo android/12080110 ZaloTheme/light',
      'Zalo trên Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/128.0.236 Chrome/122.0.6261.236 Safari/537.36',
      'Cốc Cốc 128 trên Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 25 trên Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131 trên Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 trên Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari 18 trên macOS',
    ],
  ])('names the browser and system of %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });

  it('leaves a string it cannot read to the page (which shows it raw)', () => {
    expect(describeUserAgent('curl/8.5.0')).toBeNull();
  });

  it('says whom a sign-in lock shuts out', () => {
    expect(detailText({ scope: 'unknown-devices', minutes: 15 })).toBe(
      'Áp dụng cho: thiết bị lạ (trình duyệt đã từng đăng nhập tài khoản vẫn vào được) · Số phút: 15',
    );
    expect(detailText({ scope: 'device', minutes: 15 })).toBe(
      'Áp dụng cho: một trình duyệt đã từng đăng nhập tài khoản · Số phút: 15',
    );
  });

  it('says what nested details mean and what kind of thing a target without a name is', () => {
    expect(detailText({ from: { bankName: 'VCB', bankBin: '970436', accountNumber: '1' }, to: null })).toBe(
      'Trước: Ngân hàng VCB, Số tài khoản 1 · Sau: —',
    );
    expect(targetText({ type: 'bank-transaction', id: '7f3c2a10-aaaa-bbbb', label: null })).toBe(
      'giao dịch ngân hàng 7f3c2a10',
    );
  });
});
