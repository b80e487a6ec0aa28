import type { ReactElement, ReactNode } from 'react';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import type { Locale } from '@/routes/href';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { server } from './msw';
import { renderWithProviders } from './render';
import { signInAs } from './session';

/** A seeded player's record in the mock world, to arrange or to read what the backend did. */
export function seededPlayer(userId: number) {
  const found = getWorld().players.find((p) => p.userId === userId);
  if (!found) throw new Error(`no seeded player ${userId}`);
  return found;
}

function WhenLoggedIn({ children }: { children: ReactNode }) {
  return useProfile().isLoggedIn ? <>{children}</> : null;
}

/** Renders a player's panel as the frames do: inside the panel stack, once the player is known. */
export function renderPlayerPanel(userId: number, panel: ReactElement, locale: Locale = 'en') {
  signInAs(userId);
  return renderWithProviders(
    <PanelsProvider admit={admitPanel}>
      <WhenLoggedIn>{panel}</WhenLoggedIn>
    </PanelsProvider>,
    { locale },
  );
}

/** The requests sent to a main-API call (`/main/{path}`), as they start. */
export function mainCalls(path: string): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/main/${path}`) seen.push(request.clone());
  });
  return seen;
}

/** The requests sent to a main-API payment call (`/main/payment/{path}`), as they start. */
export const paymentCalls = (path: string): Request[] => mainCalls(`payment/${path}`);

/** A form-data request's fields, as the backend received them. */
export async function sentFields(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries([...(await request.clone().formData()).entries()].map(([key, value]) => [key, String(value)]));
}
