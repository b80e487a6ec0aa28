/** The tag manager's queue (window.dataLayer), where marketers' tags read the site's events. */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes an event for the tag manager; it carries no personal data. */
export function trackEvent(event: { event: string } & Record<string, string | number | boolean>): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
