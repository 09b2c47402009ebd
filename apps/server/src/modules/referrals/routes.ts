import { claimReferralSchema, myReferralSchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { claimReferral, myReferral } from './service';
import { referralAmounts } from './amounts';

const tags = ['referrals'];

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const student = { onRequest: app.authenticate, preValidation: app.authorize('STUDENT') };
  const amounts = referralAmounts(app.config);

  app.get(
    '/me',
    {
      ...student,
      schema: {
        tags,
        security,
        summary: 'Mã giới thiệu của sinh viên (tạo ở lần đầu), số bạn đã đăng ký và tiền thưởng đã nhận',
        response: { 200: myReferralSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => myReferral(db, request.user, amounts),
  );

  app.post(
    '/claim',
    {
      ...student,
      schema: {
        tags,
        security,
        summary: 'Nhập mã giới thiệu của bạn bè (sinh viên, trước đơn đầu tiên): đơn đầu tiên được giảm giá',
        body: claimReferralSchema,
        response: { 200: myReferralSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await db.transaction((tx) => claimReferral(tx, request.user, request.body.code, amounts));
      return myReferral(db, request.user, amounts);
    },
  );
};
