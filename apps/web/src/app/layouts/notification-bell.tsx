/** The header bell lives with the notifications it shows (badge, popover, mark read). */
export { NotificationBell } from '@/features/notifications/components/notification-bell';
