/**
 * The player's panels, spec 2.4's keys. Apart from the stack model so that only what reads a
 * key from outside (a ?panel= link) carries the list; the model needs only the type.
 */
export const PANEL_KEYS = [
  'profile',
  'settings',
  'campaigns',
  'transactions',
  'deposits',
  'withdraws',
  'game-actions',
  'user',
  'marketing',
  'close',
  'phone',
  'responsible-gaming',
  'pending-withdraws',
  'verification',
  'avatar',
  'customer-support',
  'deposit',
  'withdraw',
  'documents',
  'upload-documents',
] as const;
export type PanelKey = (typeof PANEL_KEYS)[number];

export const isPanelKey = (value: unknown): value is PanelKey => typeof value === 'string' && (PANEL_KEYS as readonly string[]).includes(value);
