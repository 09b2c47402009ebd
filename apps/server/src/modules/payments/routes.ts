import {
  bankSchema,
  bankTransactionSchema,
  cashDaySchema,
  cashQuerySchema,
  listBankTransactionsQuerySchema,
  matchBankTransactionSchema,
  myCashSchema,
  paymentOptionsSchema,
  paymentSettingsSchema,
  sepayWebhookSchema,
  updatePaymentSettingsSchema,
  webhookResultSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { checkWebhookCredentials, listTransactions, matchBankTransaction, receiveBankNotification } from './bank';
import { cashReconciliation, myCash } from './cash';
import { moneyPublisher } from './publisher';
import { webhookJsonParser } from './webhook-body';
import { getPaymentOptions, getPaymentSettings, updatePaymentSettings } from './settings';
import { VIETQR_BANKS } from './vietqr';

const tags = ['payments'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publisher = moneyPublisher(app);
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  // The raw body is kept for the HMAC signature of bank notifications (this plugin's routes only).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, webhookJsonParser(app));

  app.get(
    '/banks',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Danh sách ngân hàng VietQR (NAPAS) theo BIN',
        response: { 200: z.array(bankSchema), ...errors },
      },
    },
    async () => VIETQR_BANKS,
  );

  app.get(
    '/options',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT', 'STAFF', 'ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Cách thanh toán cửa hàng đang nhận: chuyển khoản (khi đã có tài khoản) và xác nhận tự động (khi đã có khóa thông báo ngân hàng)',
        response: { 200: paymentOptionsSchema, ...errors },
      },
    },
    async () => getPaymentOptions(db),
  );

  app.get(
    '/settings',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Tài khoản nhận chuyển khoản của cửa hàng (không bao giờ trả về khóa webhook)',
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async () => getPaymentSettings(db),
  );

  app.put(
    '/settings',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Cập nhật tài khoản nhận chuyển khoản (quản trị viên): ngân hàng theo BIN, số tài khoản, tên chủ tài khoản, khóa webhook',
        body: updatePaymentSettingsSchema,
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async (request) => updatePaymentSettings(db, request.user, request.body, originOf(request)),
  );

  app.post(
    '/webhook',
    {
      // The secret is checked before the body is looked at: a forged call learns nothing.
      preValidation: async (request) =>
        checkWebhookCredentials(db, {
          authorization: request.headers.authorization,
          signature: request.headers['x-signature'] as string | undefined,
          rawBody: request.rawBody,
        }),
      schema: {
        tags,
        summary:
          'Thông báo giao dịch ngân hàng (định dạng SePay). Xác thực bằng "Authorization: Apikey <khóa>" hoặc "X-Signature: sha256=<HMAC-SHA256 của nội dung>". Mỗi mã giao dịch chỉ được ghi nhận một lần',
        body: sepayWebhookSchema,
        response: { 200: webhookResultSchema, ...errors },
      },
    },
    async (request) => receiveBankNotification(db, publisher, request.body),
  );

  app.get(
    '/transactions',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Giao dịch ngân hàng đã nhận (lọc status=UNMATCHED: "Giao dịch chưa khớp"), mới nhất trước, tối đa 200',
        querystring: listBankTransactionsQuerySchema,
        response: { 200: z.array(bankTransactionSchema), ...errors },
      },
    },
    async (request) => listTransactions(db, request.query.status),
  );

  app.post(
    '/transactions/:id/match',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Khớp thủ công một giao dịch chưa khớp với một đơn (theo mã đơn)',
        params: idParamsOf('giao dịch'),
        body: matchBankTransactionSchema,
        response: { 200: bankTransactionSchema, ...errors },
      },
    },
    async (request) =>
      matchBankTransaction(db, publisher, request.user, request.params.id, request.body.orderCode, originOf(request)),
  );

  app.get(
    '/cash/me',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Tiền mặt tôi đã thu hôm nay (cần bàn giao)',
        response: { 200: myCashSchema, ...errors },
      },
    },
    async (request) => myCash(db, request.user.id),
  );

  app.get(
    '/cash',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Đối soát tiền mặt: tổng tiền mặt mỗi nhân viên thu theo ngày (giờ Việt Nam), mặc định 7 ngày gần nhất',
        querystring: cashQuerySchema,
        response: { 200: z.array(cashDaySchema), ...errors },
      },
    },
    async (request) => cashReconciliation(db, request.query),
  );
};
