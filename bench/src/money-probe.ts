/**
 * The money path as an outside checker plays it (issue #13): the built server on a fresh
 * embedded database and a loopback port, driven through the HTTP API only.
 *
 *   npm run build && npx tsx bench/src/money-probe.ts [--keep]
 *
 * An admin sets the shop's account; students order by transfer and in cash; staff pick up,
 * weigh and deliver; SePay-shaped notifications arrive with good, forged, replayed, partial,
 * over and unknown content; the QR payload the student is shown is decoded with
 * `vietnam-qr-pay`; receipts (JSON, PDF, e-mail written to DATA_DIR/mail) are read back.
 * One PASS/FAIL line per check; the exit code is the number of failures. `--keep` leaves the
 * data folder (the e-mails) in place.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PostalMime from 'postal-mime';
import { QRPay } from 'vietnam-qr-pay';
import { startBuiltServer } from './built-server';

const { values: args } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const ADMIN = { email: 'admin@probe.tsa.test', password: 'Quantri@2026!' };
const SECRET = 'probe-sepay-khoa-bi-mat-2026';
const BANK = { bin: '970436', account: '0071000123456', holder: 'Giặt sấy TSA' };

// ─── the server ──────────────────────────────────────────────────────────────────────────────

// ─── checks ──────────────────────────────────────────────────────────────────────────────────

let failures = 0;
let passes = 0;
function check(name: string, ok: boolean, detail = ''): boolean {
  if (ok) passes++;
  else failures++;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${!ok && detail ? `  — ${detail}` : ''}`);
  return ok;
}

// ─── the API ─────────────────────────────────────────────────────────────────────────────────

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Answer {
  status: number;
  body: Json;
}

let BASE = '';

async function call(method: string, url: string, token?: string, body?: unknown, headers: Json = {}): Promise<Answer> {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

async function must(method: string, url: string, token?: string, body?: unknown): Promise<Json> {
  const answer = await call(method, url, token, body);
  if (answer.status >= 300) throw new Error(`${method} ${url} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function signIn(email: string, password: string): Promise<string> {
  return String((await must('POST', '/auth/signin?mobile=true', undefined, { email, password })).accessToken);
}

/** The first admin of a fresh install must enrol a second factor before any admin action. */
async function adminToken(): Promise<string> {
  const token = await signIn(ADMIN.email, ADMIN.password);
  const { secret } = await must('POST', '/auth/second-factor/totp', token);
  await must('POST', '/auth/second-factor/totp/confirm', token, { code: await generate({ secret: String(secret) }) });
  return token;
}

const hcmDay = (days = 0) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
let phoneCounter = 0;
const phone = () => `09${String(10_000_000 + ++phoneCounter * 7919).slice(-8)}`;

let bankId = 5_000_000;
function notification(content: string, amount: number, extra: Json = {}): Json {
  bankId++;
  return {
    id: bankId,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-26 10:15:00',
    accountNumber: BANK.account,
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 9_000_000,
    subAccount: null,
    referenceCode: `FT26330${bankId}`,
    description: `BankAPINotify ${content}`,
    ...extra,
  };
}
const webhook = (body: Json, headers: Json = { Authorization: `Apikey ${SECRET}` }) =>
  call('POST', '/payments/webhook', undefined, JSON.stringify(body), {
    'Content-Type': 'application/json',
    ...headers,
  });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, index) => (await pdf.getPage(index + 1)).getTextContent()),
  );
  return pages.flatMap((page) => page.items.map((item) => ('str' in item ? item.str : ''))).join('\n');
}

/** The e-mails the server wrote to DATA_DIR/mail for `to` (no SMTP configured). */
async function mailsTo(dataDir: string, to: string): Promise<{ subject: string; text: string }[]> {
  const dir = path.join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(`${to}.eml`));
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await PostalMime.parse(readFileSync(path.join(dir, file)));
      return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ─── the journey ─────────────────────────────────────────────────────────────────────────────

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tsa-money-probe-'));
  const { base, stop } = await startBuiltServer(dataDir, ADMIN);
  BASE = base;
  console.log(`server ${base}, DATA_DIR ${dataDir}`);
  try {
    await journey(dataDir);
  } finally {
    await stop();
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${passes} passed, ${failures} failed`);
  process.exitCode = failures;
}

async function journey(dataDir: string) {
  const admin = await adminToken();

  // 1. The shop's account.
  const banks = (await must('GET', '/payments/banks', admin)) as unknown as { bin: string; shortName: string }[];
  check(
    'bank list (NAPAS VietQR) has Vietcombank by BIN 970436',
    banks.some((b) => b.bin === BANK.bin),
  );
  const badSettings = await call('PUT', '/payments/settings', admin, {
    bankBin: '999999',
    accountNumber: '0071 000',
    accountName: '',
    webhookSecret: 'ngan',
  });
  check(
    'bad payment settings → 400 with Vietnamese field messages',
    badSettings.status === 400 && Object.keys(badSettings.body.fields ?? {}).length >= 3,
    JSON.stringify(badSettings.body),
  );
  const unknownBank = await call('PUT', '/payments/settings', admin, {
    bankBin: '999999',
    accountNumber: BANK.account,
    accountName: BANK.holder,
  });
  check('unknown BIN refused', unknownBank.body.code === 'payments/unknown-bank', JSON.stringify(unknownBank.body));
  const saved = await call('PUT', '/payments/settings', admin, {
    bankBin: BANK.bin,
    accountNumber: BANK.account,
    accountName: BANK.holder,
    webhookSecret: SECRET,
  });
  check(
    'admin saves bank (by BIN), account, holder, webhook secret',
    saved.status === 200 &&
      saved.body.bank?.bin === BANK.bin &&
      saved.body.accountNumber === BANK.account &&
      saved.body.webhookSecretSet === true &&
      !JSON.stringify(saved.body).includes(SECRET),
    JSON.stringify(saved.body),
  );
  const settingsAudit = await must('GET', '/audit-events?action=payment.settings-changed&pageSize=100', admin);
  check(
    'settings change audited (who, when)',
    settingsAudit.items?.length >= 1 &&
      Boolean(settingsAudit.items[0].actor) &&
      Boolean(settingsAudit.items[0].occurredAt),
    JSON.stringify(settingsAudit.items?.[0]),
  );

  // People.
  const stamp = Date.now().toString(36);
  const student = { email: `thu.le.${stamp}@st.tsa.test`, password: 'Sinh-vien-2026' };
  const staffCredentials = { email: `an.do.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
  const studentUser = await must('POST', '/users', admin, {
    ...student,
    firstName: 'Thu',
    lastName: 'Lê Thị',
    role: 'STUDENT',
    phoneNumber: phone(),
    dormitory: 'KTX Khu B',
    building: 'B2',
    room: '305',
  });
  const staffUser = await must('POST', '/users', admin, {
    ...staffCredentials,
    firstName: 'An',
    lastName: 'Đỗ Văn',
    role: 'STAFF',
    phoneNumber: phone(),
  });
  const studentToken = await signIn(student.email, student.password);
  const staff = await signIn(staffCredentials.email, staffCredentials.password);
  const services = (await must('GET', '/services')) as unknown as { id: string; name: string }[];
  const kg = services.find((s) => s.name === 'Giặt sấy gấp theo kg')!;

  const placeOrder = async (paymentMethod: 'CASH' | 'BANK_TRANSFER', pickupDate = hcmDay(0)) =>
    must('POST', '/orders', studentToken, {
      items: [{ serviceId: kg.id, quantity: 3 }],
      pickupDate,
      pickupSlot: '17-19',
      paymentMethod,
    });
  const detail = (id: string, token = studentToken) => must('GET', `/orders/${id}`, token);
  const step = (id: string, status: string, extra: Json = {}, token = staff) =>
    call('PATCH', `/orders/${id}/status`, token, { status, ...extra });
  const assign = (orderId: string, type: 'PICKUP' | 'DROPOFF', scheduledDate = hcmDay(0)) =>
    must('POST', '/deliveries', admin, { orderId, type, staffId: staffUser.id, scheduledDate, slot: '19-21' });
  const progress = (id: string, body: Json, token = staff) => call('PATCH', `/deliveries/${id}/status`, token, body);
  const studentNotes = async (code: string) =>
    ((await must('GET', '/notifications?pageSize=100', studentToken)).items as Json[]).filter(
      (n) => n.type === 'ORDER_PAYMENT' && String(n.title).includes(code),
    );
  const paymentHistory = (order: Json) => (order.history as Json[]).filter((h) => h.kind === 'PAYMENT');
  /** Picked up today by the staff member's task, weighed at 4 kg → 60.000 ₫. */
  const pickUpAndWeigh = async (order: Json) => {
    const task = await assign(order.id, 'PICKUP');
    const started = await progress(task.id, { status: 'IN_PROGRESS' });
    const done = await progress(task.id, { status: 'DONE' });
    const weighed = await step(order.id, 'WASHING', { items: [{ itemId: order.items[0].id, quantity: 4 }] });
    return { started, done, weighed };
  };

  // 2. A transfer order: before weighing, the estimate only.
  const t1 = await placeOrder('BANK_TRANSFER');
  const code1 = String(t1.code);
  check(
    'transfer order before weighing: estimate labelled, no QR',
    t1.payment?.transfer?.estimated === true && t1.payment.transfer.qrPayload === null,
    JSON.stringify(t1.payment?.transfer),
  );
  const earlyClaim = await call('POST', `/orders/${t1.id}/transfer-claim`, studentToken);
  check('"Tôi đã chuyển khoản" before weighing refused', earlyClaim.status >= 400, JSON.stringify(earlyClaim.body));
  const beforeWeighPaid = await call('PATCH', `/orders/${t1.id}/payment`, staff, { paymentStatus: 'PAID' });
  check(
    'staff "Đã thanh toán" before weighing refused',
    beforeWeighPaid.status >= 400 && beforeWeighPaid.body.code === 'payments/final-total-unknown',
    JSON.stringify(beforeWeighPaid.body),
  );

  const pickup1 = await pickUpAndWeigh(t1);
  check(
    'pickup on its day: start and finish allowed (UI warns before the window)',
    pickup1.started.status === 200 && pickup1.done.status === 200,
    `${pickup1.started.status} ${JSON.stringify(pickup1.started.body)} / ${pickup1.done.status}`,
  );
  check('staff weigh (4 kg)', pickup1.weighed.status === 200, JSON.stringify(pickup1.weighed.body));
  let d1 = await detail(t1.id);
  const transfer = d1.payment?.transfer ?? {};
  check(
    'after weighing: final amount, bank, account, holder, content as text',
    transfer.estimated === false &&
      transfer.amount === 60_000 &&
      transfer.bank?.bin === BANK.bin &&
      transfer.accountNumber === BANK.account &&
      transfer.accountName === 'GIAT SAY TSA' &&
      transfer.content === code1.replaceAll('-', ''),
    JSON.stringify(transfer),
  );
  const payload = String(transfer.qrPayload ?? '');
  const qr = new QRPay(payload);
  check('QR payload decodes (vietnam-qr-pay) and is valid', qr.isValid === true, payload);
  check(
    'QR: bank BIN, account, amount 60000 VND, content = order code',
    qr.consumer?.bankBin === BANK.bin &&
      qr.consumer?.bankNumber === BANK.account &&
      qr.amount === '60000' &&
      qr.currency === '704' &&
      qr.additionalData?.purpose === code1.replaceAll('-', ''),
    JSON.stringify({ consumer: qr.consumer, amount: qr.amount, purpose: qr.additionalData?.purpose }),
  );
  check('QR CRC valid', payload.slice(-4) === QRPay.genCRCCode(payload.slice(0, -4)));

  const claim = await call('POST', `/orders/${t1.id}/transfer-claim`, studentToken);
  check(
    'student "Tôi đã chuyển khoản" → waiting for confirmation',
    claim.status === 200 && Boolean(claim.body.payment?.transferClaimedAt) && claim.body.paymentStatus === 'UNPAID',
    JSON.stringify(claim.body.payment),
  );
  const staffNotes = (await must('GET', '/notifications?pageSize=100', staff)).items as Json[];
  const adminNotes = (await must('GET', '/notifications?pageSize=100', admin)).items as Json[];
  check(
    'staff and admins notified "Chờ xác nhận thanh toán"',
    staffNotes.some((n) => n.title === `Đơn ${code1}: Chờ xác nhận thanh toán`) &&
      adminNotes.some((n) => n.title === `Đơn ${code1}: Chờ xác nhận thanh toán`),
  );

  // 3. Bank notifications.
  const spaced = `CK ${code1.replaceAll('-', ' ')} chuyen tien`;
  const good = notification(spaced, 60_000);
  const noAuth = await webhook(good, {});
  const forged = await webhook(good, { Authorization: 'Apikey doan-bua-khoa-sai-000000000' });
  const forgedSig = await webhook(good, { 'X-Signature': `sha256=${'0'.repeat(64)}` });
  check(
    'webhook without / with a forged secret / forged HMAC → 401',
    noAuth.status === 401 && forged.status === 401 && forgedSig.status === 401,
    `${noAuth.status} ${forged.status} ${forgedSig.status}`,
  );
  const afterForged = await must('GET', '/payments/transactions', admin);
  d1 = await detail(t1.id);
  check(
    'forged notification: nothing stored, order still unpaid',
    !(afterForged as unknown as Json[]).some((t) => t.externalId === String(good.id)) &&
      d1.paymentStatus === 'UNPAID' &&
      d1.payment.paidAmount === 0,
    JSON.stringify(afterForged).slice(0, 300),
  );
  const first = await webhook(good);
  check(
    `good notification "${spaced}" → MATCHED`,
    first.status === 200 && first.body.result === 'MATCHED' && first.body.orderCode === code1,
    JSON.stringify(first.body),
  );
  d1 = await detail(t1.id);
  check(
    'order PAID, 60.000 ₫ recorded once, no flag, claim cleared',
    d1.paymentStatus === 'PAID' &&
      d1.payment.paidAmount === 60_000 &&
      d1.payment.flag === null &&
      d1.payment.payments.length === 1 &&
      d1.payment.transferClaimedAt === null,
    JSON.stringify(d1.payment),
  );
  const replay = await webhook(good);
  d1 = await detail(t1.id);
  check(
    'replay → DUPLICATE, no second payment',
    replay.body.result === 'DUPLICATE' && d1.payment.payments.length === 1 && d1.payment.paidAmount === 60_000,
    JSON.stringify(replay.body),
  );
  const replayDifferentBody = await webhook({ ...good, content: `${code1} lan 2`, transferAmount: 60_000 });
  d1 = await detail(t1.id);
  check(
    'replay of the same bank id with another body → still one payment',
    replayDifferentBody.body.result === 'DUPLICATE' && d1.payment.payments.length === 1,
    JSON.stringify(replayDifferentBody.body),
  );
  check(
    'history has the payment row; student notified',
    paymentHistory(d1).some((h) => String(h.note).includes('60.000 ₫')) &&
      (await studentNotes(code1)).some((n) => String(n.title).endsWith('Đã thanh toán')),
  );

  // Receipts of the paid transfer order.
  const receipt = await call('GET', `/orders/${t1.id}/receipt`, studentToken);
  check(
    'receipt (printable page data): shop, code, lines, weights, totals, method, time',
    receipt.status === 200 &&
      Boolean(receipt.body.shopName) &&
      receipt.body.code === code1 &&
      receipt.body.lines?.[0]?.quantity === 4 &&
      receipt.body.total === 60_000 &&
      receipt.body.paidAmount === 60_000 &&
      receipt.body.paymentMethod === 'BANK_TRANSFER' &&
      Boolean(receipt.body.paidAt),
    JSON.stringify(receipt.body),
  );
  const pdfResponse = await fetch(`${BASE}/api/orders/${t1.id}/receipt.pdf`, {
    headers: { Authorization: `Bearer ${studentToken}` },
  });
  const pdfBytes = new Uint8Array(await pdfResponse.arrayBuffer());
  const magic = Buffer.from(pdfBytes.subarray(0, 5)).toString('latin1');
  const text = magic === '%PDF-' ? await pdfText(pdfBytes.slice()) : '';
  check(
    'receipt PDF: %PDF, contains the order code, amount and Vietnamese text',
    pdfResponse.status === 200 &&
      magic === '%PDF-' &&
      text.includes(code1) &&
      text.includes('60.000') &&
      /Biên nhận|BIÊN NHẬN/.test(text),
    `${pdfResponse.status} ${magic} ${text.slice(0, 200)}`,
  );
  const otherStudent = { email: `khac.${stamp}@st.tsa.test`, password: 'Sinh-vien-2026' };
  await must('POST', '/users', admin, {
    ...otherStudent,
    firstName: 'Khác',
    lastName: 'Nguyễn',
    role: 'STUDENT',
    phoneNumber: phone(),
    dormitory: 'KTX Khu A',
    building: 'A1',
    room: '101',
  });
  const otherToken = await signIn(otherStudent.email, otherStudent.password);
  const foreignPdf = await call('GET', `/orders/${t1.id}/receipt.pdf`, otherToken);
  check('another student cannot read the receipt PDF', foreignPdf.status === 404, String(foreignPdf.status));
  const mails = await eventually(
    () => mailsTo(dataDir, student.email),
    (list) => list.some((m) => m.subject === `Biên nhận thanh toán đơn ${code1}`),
  );
  const receiptMail = mails.find((m) => m.subject === `Biên nhận thanh toán đơn ${code1}`);
  check(
    'receipt e-mailed to the student when paid (DATA_DIR/mail)',
    Boolean(receiptMail) && receiptMail!.text.includes('60.000 ₫') && receiptMail!.text.includes(code1),
    mails.map((m) => m.subject).join(' | '),
  );

  // 4. Partial, over, HMAC.
  const t2 = await placeOrder('BANK_TRANSFER');
  await pickUpAndWeigh(t2);
  const partial = await webhook(
    notification(`MBVCB.9988.${String(t2.code).toLowerCase()}.CT tu 0123 LE THI THU`, 50_000),
  );
  let d2 = await detail(t2.id);
  check(
    'partial 50.000 of 60.000 → UNPAID, flagged PARTIAL, QR now asks for 10.000',
    partial.body.result === 'MATCHED' &&
      d2.paymentStatus === 'UNPAID' &&
      d2.payment.flag === 'PARTIAL' &&
      d2.payment.due === 10_000 &&
      new QRPay(String(d2.payment.transfer?.qrPayload)).amount === '10000',
    JSON.stringify({ partial: partial.body, payment: d2.payment }),
  );
  const partialListed = ((await must('GET', '/payments/transactions', admin)) as unknown as Json[]).find(
    (t) => t.order?.id === t2.id,
  );
  check(
    'partial transfer flagged in the transactions list',
    partialListed?.flag === 'PARTIAL',
    JSON.stringify(partialListed),
  );
  check(
    'partial: history + student notified of what is missing',
    paymentHistory(d2).some((h) => String(h.note).includes('còn thiếu')) &&
      (await studentNotes(String(t2.code))).some((n) => String(n.body).includes('còn thiếu')),
  );
  const rest = notification(`${t2.code} phan con lai`, 10_000);
  const restRaw = JSON.stringify(rest);
  const signed = await call('POST', '/payments/webhook', undefined, restRaw, {
    'Content-Type': 'application/json',
    'X-Signature': `sha256=${createHmac('sha256', SECRET).update(restRaw).digest('hex')}`,
  });
  d2 = await detail(t2.id);
  check(
    'the rest, signed by HMAC instead of the key → PAID in full',
    signed.body.result === 'MATCHED' && d2.paymentStatus === 'PAID' && d2.payment.paidAmount === 60_000,
    JSON.stringify(signed.body),
  );
  const tampered = await call('POST', '/payments/webhook', undefined, restRaw.replace('10000', '100000'), {
    'Content-Type': 'application/json',
    'X-Signature': `sha256=${createHmac('sha256', SECRET).update(restRaw).digest('hex')}`,
  });
  check('tampered body with the old HMAC → 401', tampered.status === 401, String(tampered.status));

  const t3 = await placeOrder('BANK_TRANSFER');
  await pickUpAndWeigh(t3);
  const over = await webhook(notification(`${String(t3.code).replaceAll('-', '')}`, 70_000));
  const d3 = await detail(t3.id);
  check(
    'over 70.000 of 60.000 → PAID, flagged OVERPAID',
    over.body.result === 'MATCHED' &&
      d3.paymentStatus === 'PAID' &&
      d3.payment.flag === 'OVERPAID' &&
      d3.payment.due === -10_000,
    JSON.stringify(d3.payment),
  );
  const overListed = ((await must('GET', '/payments/transactions', admin)) as unknown as Json[]).find(
    (t) => t.order?.id === t3.id,
  );
  check('overpayment flagged in the transactions list', overListed?.flag === 'OVERPAID', JSON.stringify(overListed));

  // 5. Unknown code → "Giao dịch chưa khớp" → matched by hand.
  const t4 = await placeOrder('BANK_TRANSFER');
  await pickUpAndWeigh(t4);
  const unknown = await webhook(notification('NGUYEN VAN A chuyen tien giat do', 60_000));
  const unmatched = (await must('GET', '/payments/transactions?status=UNMATCHED', admin)) as unknown as Json[];
  const row = unmatched.find((t) => t.content === 'NGUYEN VAN A chuyen tien giat do');
  check(
    'unknown code → UNMATCHED, listed in "Giao dịch chưa khớp"',
    unknown.body.result === 'UNMATCHED' && Boolean(row) && row!.order === null,
    JSON.stringify(unknown.body),
  );
  const staffList = await call('GET', '/payments/transactions', staff);
  check('staff cannot read the bank transactions', staffList.status === 403, String(staffList.status));
  const matched = await call('POST', `/payments/transactions/${row?.id}/match`, admin, { orderCode: t4.code });
  const d4 = await detail(t4.id);
  const matchAudit = await must('GET', '/audit-events?action=payment.matched-by-hand&pageSize=100', admin);
  check(
    'admin matches it by hand → order PAID, audited, history, student told',
    matched.status === 200 &&
      matched.body.status === 'MATCHED' &&
      d4.paymentStatus === 'PAID' &&
      (matchAudit.items as Json[]).some((e) => e.target?.id === row?.id) &&
      paymentHistory(d4).some((h) => String(h.note).includes('thủ công')) &&
      (await studentNotes(String(t4.code))).length >= 1,
    JSON.stringify(matched.body),
  );
  const again = await call('POST', `/payments/transactions/${row?.id}/match`, admin, { orderCode: t4.code });
  check('matching it twice refused', again.status >= 400, JSON.stringify(again.body));

  // 6. Concurrent webhook + manual confirmation.
  const t5 = await placeOrder('BANK_TRANSFER');
  await pickUpAndWeigh(t5);
  const [hook, manual] = await Promise.all([
    webhook(notification(String(t5.code), 60_000)),
    call('PATCH', `/orders/${t5.id}/payment`, staff, { paymentStatus: 'PAID' }),
  ]);
  const d5 = await detail(t5.id);
  check(
    'webhook + staff confirming at once → exactly one payment',
    hook.status === 200 &&
      manual.status === 200 &&
      d5.payment.payments.length === 1 &&
      d5.payment.paidAmount === 60_000,
    JSON.stringify({ hook: hook.body, manual: manual.status, payments: d5.payment.payments.length }),
  );

  // 7. Reversal: admin only, with a reason.
  const staffReverse = await call('PATCH', `/orders/${t1.id}/payment`, staff, {
    paymentStatus: 'UNPAID',
    note: 'Nhầm',
  });
  const noReason = await call('PATCH', `/orders/${t1.id}/payment`, admin, { paymentStatus: 'UNPAID' });
  check(
    'reversal refused to staff and to an admin without a reason',
    staffReverse.body.code === 'payments/admin-only' && noReason.body.code === 'payments/reason-required',
    `${JSON.stringify(staffReverse.body)} ${JSON.stringify(noReason.body)}`,
  );
  const reversed = await call('PATCH', `/orders/${t1.id}/payment`, admin, {
    paymentStatus: 'UNPAID',
    note: 'Hoàn tiền cho sinh viên',
  });
  const reverseAudit = await must('GET', '/audit-events?action=payment.reversed&pageSize=100', admin);
  check(
    'admin reverses with a reason → UNPAID, history, audited, student told',
    reversed.status === 200 &&
      reversed.body.paymentStatus === 'UNPAID' &&
      reversed.body.payment.paidAmount === 0 &&
      paymentHistory(reversed.body).some((h) => String(h.note).includes('Hoàn tiền cho sinh viên')) &&
      (reverseAudit.items as Json[]).some((e) => e.target?.id === t1.id) &&
      (await studentNotes(code1)).some((n) => String(n.body).includes('Hoàn tiền cho sinh viên')),
    JSON.stringify(reversed.body.payment),
  );

  // 8. Paid before weighing: only an admin, with override and a reason, audited.
  const p1 = await placeOrder('CASH');
  const adminNoOverride = await call('PATCH', `/orders/${p1.id}/payment`, admin, { paymentStatus: 'PAID' });
  const staffOverride = await call('PATCH', `/orders/${p1.id}/payment`, staff, {
    paymentStatus: 'PAID',
    override: true,
    note: 'Trả trước',
  });
  const overrideNoReason = await call('PATCH', `/orders/${p1.id}/payment`, admin, {
    paymentStatus: 'PAID',
    override: true,
  });
  check(
    'paid before weighing refused (admin w/o override, staff with, admin w/o reason)',
    adminNoOverride.status >= 400 && staffOverride.status >= 400 && overrideNoReason.status >= 400,
    `${adminNoOverride.body.code} ${staffOverride.body.code} ${overrideNoReason.body.code}`,
  );
  const overridden = await call('PATCH', `/orders/${p1.id}/payment`, admin, {
    paymentStatus: 'PAID',
    override: true,
    note: 'Sinh viên trả trước tại quầy',
  });
  const overrideAudit = await must('GET', '/audit-events?action=payment.override&pageSize=100', admin);
  check(
    'admin override with a reason → PAID, audited, in history',
    overridden.body.paymentStatus === 'PAID' &&
      (overrideAudit.items as Json[]).some((e) => e.target?.id === p1.id) &&
      paymentHistory(overridden.body).some((h) => String(h.note).includes('Sinh viên trả trước tại quầy')),
    JSON.stringify(overridden.body.payment ?? overridden.body),
  );

  // 9. A pickup can't start before its day.
  const p2 = await placeOrder('CASH', hcmDay(1));
  const tomorrowTask = await assign(p2.id, 'PICKUP', hcmDay(1));
  const tooEarly = await progress(tomorrowTask.id, { status: 'IN_PROGRESS' });
  const staffForce = await progress(tomorrowTask.id, { status: 'IN_PROGRESS', override: true });
  const adminPlain = await progress(tomorrowTask.id, { status: 'IN_PROGRESS' }, admin);
  check(
    'pickup on an earlier day refused (staff, staff with override, admin without)',
    tooEarly.status === 409 &&
      tooEarly.body.code === 'deliveries/too-early' &&
      staffForce.status === 409 &&
      adminPlain.status === 409,
    `${tooEarly.status} ${tooEarly.body.message} / ${staffForce.status} / ${adminPlain.status}`,
  );
  const adminForce = await progress(tomorrowTask.id, { status: 'IN_PROGRESS', override: true }, admin);
  const startAudit = await must('GET', '/audit-events?action=delivery.start-override&pageSize=100', admin);
  const p2Detail = await detail(p2.id, admin);
  check(
    'admin override starts it: audited, in the order history',
    adminForce.status === 200 &&
      (startAudit.items as Json[]).some((e) => e.target?.id === tomorrowTask.id) &&
      (p2Detail.history as Json[]).some((h) => String(h.note).startsWith('Quản trị viên cho lấy đồ sớm')),
    `${adminForce.status} ${JSON.stringify(adminForce.body).slice(0, 200)}`,
  );

  // 10. Cash at the door.
  const c1 = await placeOrder('CASH');
  await pickUpAndWeigh(c1);
  check('cash order: READY', (await step(c1.id, 'READY')).status === 200);
  const drop = await assign(c1.id, 'DROPOFF');
  check('drop-off started', (await progress(drop.id, { status: 'IN_PROGRESS' })).status === 200);
  const noCash = await progress(drop.id, { status: 'DONE' });
  check(
    'completing a cash drop-off without "Đã thu … ₫?" refused',
    noCash.status === 400 && noCash.body.code === 'payments/cash-required',
    JSON.stringify(noCash.body),
  );
  const collected = await progress(drop.id, { status: 'DONE', cashCollected: 60_000 });
  const dc = await detail(c1.id, admin);
  check(
    'cash collected 60.000 ₫ → COMPLETED, PAID, recorded with who collected it',
    collected.status === 200 &&
      dc.status === 'COMPLETED' &&
      dc.paymentStatus === 'PAID' &&
      dc.payment.payments[0]?.source === 'CASH_AT_DOOR' &&
      dc.payment.payments[0]?.recordedBy?.id === staffUser.id,
    JSON.stringify(dc.payment),
  );
  check(
    'cash: history + student told',
    paymentHistory(dc).some((h) => String(h.note).includes('Đã thu tiền mặt 60.000 ₫')) &&
      (await studentNotes(String(c1.code))).length >= 1,
  );
  const mine = await must('GET', '/payments/cash/me', staff);
  check(
    "staff's day shows the cash to hand over",
    mine.total === 60_000 && (mine.collections as Json[]).some((c) => c.code === c1.code),
    JSON.stringify(mine),
  );
  const days = (await must('GET', '/payments/cash', admin)) as unknown as Json[];
  check(
    "admin's reconciliation: cash per staff per day",
    days.some((d) => d.staff?.id === staffUser.id && d.date === hcmDay(0) && d.total === 60_000),
    JSON.stringify(days),
  );
  const cashReceipt = await call('GET', `/orders/${c1.id}/receipt`, studentToken);
  check(
    'completed cash order has a receipt (method Tiền mặt)',
    cashReceipt.status === 200 && cashReceipt.body.paymentMethod === 'CASH' && Boolean(cashReceipt.body.completedAt),
    JSON.stringify(cashReceipt.body),
  );
  const cashMail = await eventually(
    () => mailsTo(dataDir, student.email),
    (list) => list.some((m) => m.subject === `Biên nhận thanh toán đơn ${c1.code}`),
  );
  check(
    'cash receipt e-mailed',
    cashMail.some((m) => m.subject === `Biên nhận thanh toán đơn ${c1.code}`),
  );

  // 11. The same cash order completed from the order's own status (no drop-off task), as the
  // admin's "Hoàn thành đơn" does: it must not leave the cash unasked.
  const c2 = await placeOrder('CASH');
  await pickUpAndWeigh(c2);
  for (const status of ['READY', 'DELIVERING']) await step(c2.id, status);
  const byHand = await step(c2.id, 'COMPLETED');
  const dc2 = await detail(c2.id, admin);
  check(
    'cash order completed by its status (no task) asks for the cash instead of ending unpaid',
    byHand.status >= 400 || dc2.paymentStatus === 'PAID',
    `${byHand.status}: status ${dc2.status}, payment ${dc2.paymentStatus}`,
  );
  void studentUser;
}

await main();
