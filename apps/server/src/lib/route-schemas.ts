/** Pieces every route schema repeats: the bearer requirement, the error answers, an `/:id` param. */
import { ERRORS, errorBodySchema, type ErrorCode } from '@tsa/shared';
import { z } from 'zod';
import { isUuid } from '../db/executor';

/** OpenAPI: the route needs `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The documented error answers of a route: `{statusCode, code, message}` for each status. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/**
 * What each resource answers for an id that names nothing: a malformed id is simply not found,
 * with the same code and words as an unknown one.
 */
const NOT_FOUND = {
  'người dùng': ['auth/user-not-found'],
  'khóa truy cập': ['auth/passkey-not-found'],
  'dịch vụ': ['resource/not-found', 'Không tìm thấy dịch vụ'],
  'ký túc xá': ['dormitories/not-found'],
  'tòa nhà': ['dormitories/building-not-found'],
  'đơn hàng': ['orders/not-found'],
  'nhiệm vụ': ['deliveries/not-found'],
  'giao dịch': ['payments/transaction-not-found'],
  'thông báo': ['notifications/not-found'],
  'yêu cầu hỗ trợ': ['tickets/not-found'],
  'báo cáo': ['reports/not-found'],
  ảnh: ['reports/photo-not-found'],
  'gói giặt': ['plans/not-found'],
  'mã giảm giá': ['resource/not-found', 'Không tìm thấy mã giảm giá'],
  'yêu cầu rút tiền': ['wallet/withdrawal-not-found'],
  'loại đồ': ['floor/garment-kind-not-found'],
} satisfies Record<string, [ErrorCode, string?]>;
type Resource = keyof typeof NOT_FOUND;

/** The marker `plugins/errors.ts` reads to answer a malformed path id with the resource's 404. */
export interface NotFoundParams {
  notFound: ErrorCode;
}

/**
 * A uuid path parameter, checked before any query: a malformed one (an emoji, a backslash) never
 * reaches the database, which would refuse to compare it (a 500).
 */
export function uuidParam(resource: Resource) {
  const [code, message] = NOT_FOUND[resource] as [ErrorCode, string?];
  const params: NotFoundParams = { notFound: code };
  return z
    .string()
    .refine(isUuid, { message: message ?? ERRORS[code].message, params })
    .describe(`Mã ${resource} (uuid)`);
}

/** `/:id` of a resource, described for the API reference: `idParamsOf('đơn hàng')`. */
export function idParamsOf(resource: Resource) {
  return z.object({ id: uuidParam(resource) });
}
