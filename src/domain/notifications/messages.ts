/** In a module of its own: the permission checks every page loads carry only this text. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
