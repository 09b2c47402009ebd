export { orderScansRoutes, racksRoutes, scansRoutes } from './routes';
