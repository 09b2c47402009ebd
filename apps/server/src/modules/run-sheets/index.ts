/** The run sheet, "Bắt đầu toà này" and the night-before reminder (decision 043). */
export { pickupReminderPlugin, runPickupReminders } from './reminder';
export { runSheetsRoutes } from './routes';
