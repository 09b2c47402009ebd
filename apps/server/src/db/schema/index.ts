export * from './app-settings';
export * from './users';
export * from './auth';
export * from './services';
export * from './orders';
export * from './deliveries';
export * from './notifications';
