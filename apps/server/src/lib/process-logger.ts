import pino, { type Logger } from 'pino';

/**
 * Lines written outside a request and before (or without) the app's own logger: bad config,
 * failed start, migrations, a dropped idle database connection. Same JSON format as the app's.
 */
export const processLogger: Logger = pino({ level: process.env.LOG_LEVEL || 'info' });
