export * from './app-settings';
export * from './users';
export * from './auth';
export * from './services';
