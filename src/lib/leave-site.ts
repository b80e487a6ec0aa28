// Full page loads, in their own module so tests can watch them.

/** The browser leaves for a checked external address (the payment provider's page). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** The browser loads this page afresh from the server. */
export function reloadPage(): void {
  window.location.reload();
}
