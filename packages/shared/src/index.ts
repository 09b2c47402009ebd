import './zod-locale';

export * from './errors';
export * from './enums';
export * from './schemas/common';
export * from './schemas/password-policy';
export * from './schemas/users';
export * from './schemas/auth';
export { foldVietnamese } from './text';
export * from './schemas/services';
export * from './time';
export * from './schemas/orders';
export * from './schemas/deliveries';
export * from './schemas/order-detail';
export * from './schemas/notifications';
export * from './schemas/reports';
export * from './schemas/regulations';
export * from './order-rules';
export * from './people';
