import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { browserStorage, jsonFields } from '@/lib/tab-storage';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { Icon } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import { useSessionClock } from './useSessionClock';
import { theme } from '@/ui/theme';

const STORAGE_KEY = 'kasino.sessionTimerPosition';
const STEP = 24;
type Position = { x: number; y: number };

function clamp(position: Position, el: HTMLElement | null): Position {
  const w = el?.offsetWidth ?? 140;
  const h = el?.offsetHeight ?? 40;
  return {
    x: Math.min(Math.max(8, position.x), window.innerWidth - w - 8),
    y: Math.min(Math.max(72, position.y), window.innerHeight - h - 8),
  };
}

function asPosition(value: unknown): Position | null {
  const { x, y } = jsonFields(value);
  return typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y) ? { x, y } : null;
}

/** Where the player left the timer, if it reads as a position (anything else: the default). */
const savedPosition = (): Position | null => browserStorage.readJson(STORAGE_KEY, asPosition);

/**
 * Bottom right, its right edge in line with the navbar's account button (24 px in), under the
 * profile dropdown's edge; the timer steps aside while the dropdown is open (a short panel left
 * the timer's top showing under it).
 */
const defaultPosition = (el: HTMLElement | null): Position => ({ x: window.innerWidth - (el?.offsetWidth ?? 140) - 24, y: window.innerHeight - 80 });

/** The draggable session timer on desktop when logged in (spec 2.3); arrow keys move it too. */
export function SessionTimer() {
  const { t } = useTranslation();
  const { sessionStart } = useProfile();
  const time = useSessionClock(sessionStart);
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const underDropdown = usePanels().isOpen('dropdown');

  const shown = time !== null;
  // Placed once the timer is there to be measured, and again as the window's size changes (a
  // window snapped to half the screen, a turned tablet): where the player left it, kept inside
  // the window, or its corner, which follows the window's edge.
  useEffect(() => {
    if (!shown) return;
    const place = () => setPosition(clamp(savedPosition() ?? defaultPosition(ref.current), ref.current));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [shown]);

  const move = (next: Position) => {
    const clamped = clamp(next, ref.current);
    setPosition(clamped);
    // Where storage is blocked or full the timer still moves; it is only not kept for next time.
    browserStorage.keep(STORAGE_KEY, JSON.stringify(clamped));
  };

  if (!time) return null;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!position) return;
    drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) move({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!position) return;
    const delta = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[event.key];
    if (!delta) return;
    event.preventDefault();
    move({ x: position.x + (delta[0] ?? 0), y: position.y + (delta[1] ?? 0) });
  };
  return (
    // The floating timer in a landmark of its own (complementary), as the phone's toolbar is.
    <aside aria-label={t('session.time')}>
      <Timer
        ref={ref}
        role="timer"
        tabIndex={0}
        aria-label={t('session.timerLabel', { time })}
        data-testid="session-timer"
        style={position ? { left: position.x, top: position.y, visibility: underDropdown ? 'hidden' : undefined } : { visibility: 'hidden' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
      >
        <Icon path={panelIcons.clock} size={18} /> <Label>{t('session.time')}</Label> <time>{time}</time>
      </Timer>
    </aside>
  );
}

const Timer = styled.div`
  position: fixed;
  z-index: ${theme.z.toolbar};
  display: flex;
  gap: 6px;
  align-items: center;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  font-variant-numeric: tabular-nums;
  /* Its own width wherever it sits: squeezed against the window's edge (the window made narrower)
     it wrapped to two lines, and the width it was placed by was the squeezed one. */
  white-space: nowrap;
  cursor: grab;
  touch-action: none;
  user-select: none;
  ${theme.media.mobile} { display: none; }
`;

const Label = styled.span`
  font-size: 13px;
  color: ${theme.color.muted};
`;
