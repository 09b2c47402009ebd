import {
  adminWalletSchema,
  createWithdrawalSchema,
  listWithdrawalsQuerySchema,
  rejectWithdrawalSchema,
  topUpQuerySchema,
  walletAdjustmentSchema,
  walletEntriesQuerySchema,
  walletEntryPageSchema,
  walletSchema,
  walletTopUpSchema,
  withdrawalSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { moneyPublisher } from '../payments';
import {
  adjustWallet,
  adminWallet,
  allWithdrawals,
  entriesPage,
  getWallet,
  handleWithdrawal,
  requestWithdrawal,
  topUpQr,
} from './service';

const tags = ['wallet'];
const errors = errorResponses(400, 401, 403, 404, 409);
const withdrawalParams = idParamsOf('yêu cầu rút tiền');

/** `/wallet`: the student's own wallet, and the admins' list of withdrawals to pay. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publisher = moneyPublisher(app);
  const studentOnly = { onRequest: app.authenticate, preValidation: app.authorize('STUDENT') };
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  app.get(
    '/',
    {
      ...studentOnly,
      schema: {
        tags,
        security,
        summary: 'Ví TSA của tôi: số dư, nội dung chuyển khoản để nạp, tài khoản nhận, yêu cầu rút đang chờ',
        response: { 200: walletSchema, ...errors },
      },
    },
    async (request) => getWallet(db, request.user.id),
  );

  app.get(
    '/top-up',
    {
      ...studentOnly,
      schema: {
        tags,
        security,
        summary: 'Mã VietQR (NAPAS 247) để nạp số tiền này vào ví, với nội dung chuyển khoản của ví',
        querystring: topUpQuerySchema,
        response: { 200: walletTopUpSchema, ...errors },
      },
    },
    async (request) => topUpQr(db, request.user.id, request.query.amount),
  );

  app.get(
    '/entries',
    {
      ...studentOnly,
      schema: {
        tags,
        security,
        summary: 'Lịch sử giao dịch ví (mới nhất trước)',
        querystring: walletEntriesQuerySchema,
        response: { 200: walletEntryPageSchema, ...errors },
      },
    },
    async (request) => entriesPage(db, request.user.id, request.query.page, request.query.pageSize),
  );

  app.post(
    '/withdrawals',
    {
      ...studentOnly,
      schema: {
        tags,
        security,
        summary: 'Yêu cầu rút tiền về tài khoản ngân hàng: số tiền được trừ khỏi ví ngay',
        body: createWithdrawalSchema,
        response: { 201: withdrawalSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await requestWithdrawal(db, publisher, request.user, request.body)),
  );

  app.get(
    '/withdrawals',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Các yêu cầu rút tiền (lọc theo trạng thái), mới nhất trước, tối đa 200',
        querystring: listWithdrawalsQuerySchema,
        response: { 200: z.array(withdrawalSchema), ...errors },
      },
    },
    async (request) => allWithdrawals(db, request.query.status),
  );

  app.post(
    '/withdrawals/:id/paid',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Đánh dấu đã chuyển tiền cho yêu cầu rút',
        params: withdrawalParams,
        response: { 200: withdrawalSchema, ...errors },
      },
    },
    async (request) =>
      handleWithdrawal(db, publisher, request.user, request.params.id, { paid: true }, originOf(request)),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Từ chối yêu cầu rút tiền (có lý do): số tiền được hoàn lại vào ví',
        params: withdrawalParams,
        body: rejectWithdrawalSchema,
        response: { 200: withdrawalSchema, ...errors },
      },
    },
    async (request) =>
      handleWithdrawal(
        db,
        publisher,
        request.user,
        request.params.id,
        { paid: false, reason: request.body.reason },
        originOf(request),
      ),
  );
};

/** `/users/{id}/wallet`: a student's wallet as the admins see and correct it. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publisher = moneyPublisher(app);
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  app.get(
    '/:id/wallet',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Ví TSA của một sinh viên: số dư và 50 giao dịch gần nhất',
        params: idParamsOf('người dùng'),
        response: { 200: adminWalletSchema, ...errors },
      },
    },
    async (request) => adminWallet(db, request.params.id),
  );

  app.post(
    '/:id/wallet/adjustments',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Điều chỉnh số dư ví của sinh viên (cộng hoặc trừ, bắt buộc có lý do, ghi nhật ký)',
        params: idParamsOf('người dùng'),
        body: walletAdjustmentSchema,
        response: { 200: adminWalletSchema, ...errors },
      },
    },
    async (request) => adjustWallet(db, publisher, request.user, request.params.id, request.body, originOf(request)),
  );
};
