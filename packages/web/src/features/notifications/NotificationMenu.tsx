// Placeholder until the notification menu is built (bell, list, delete).
export function NotificationMenu() {
  return null;
}
