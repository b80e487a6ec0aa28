/** The browser leaves for a checked external address (the payment provider's page). Its own module so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
