import { screen } from '@testing-library/react';
import { GameStage } from '@/features/game-play/GameStage';
import { SpinnerLine } from '@/ui/SpinnerLine';
import { renderWithProviders } from '../utils/render';

/** The style sheet styled-components wrote, as the browser gets it. */
const styleSheet = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

/** The declarations of each rule whose selector is one of the element's classes, in a reduced-motion media query or not. */
function rulesOf(element: Element, reducedMotion: boolean): string[] {
  const css = styleSheet();
  const scope = reducedMotion ? [...css.matchAll(/@media \(prefers-reduced-motion: ?reduce\)\{((?:[^{}]*\{[^}]*\})*)\}/g)].map((m) => m[1] ?? '').join('') : css;
  return [...element.classList].flatMap((name) => [...scope.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))].map((m) => m[1] ?? ''));
}

/** The ring beside each wait's text: decoration, hidden from assistive technology. */
const ringIn = (container: Element) => {
  const ring = container.querySelector('[aria-hidden="true"]');
  if (!ring) throw new Error('no spinner');
  return ring;
};

describe('the spinning ring of a wait', () => {
  it('spins three times slower with reduced motion asked for, on the game page and in the withdraw panel alike', () => {
    renderWithProviders(<GameStage name="Book of Tests" state={{ status: 'loading' }} onRetry={() => {}} onPlayDemo={() => {}} />);
    renderWithProviders(<SpinnerLine label="Sending…" testId="sending" />);
    const rings = [ringIn(screen.getByRole('status')), ringIn(screen.getByTestId('sending'))];
    for (const ring of rings) {
      expect(rulesOf(ring, false).join(';')).toMatch(/animation:[^;]*0\.9s linear infinite/);
      // !important: global-css.ts's reduced-motion reset would otherwise cut a turn to 0.01 ms.
      expect(rulesOf(ring, true).join(';')).toMatch(/animation:[^;]*2\.7s linear infinite\s*!important/);
    }
  });

  it("keeps each place's size: 40 px with a 4 px ring alone in the game's box, 28 px with a 3 px ring beside the withdrawal's text", () => {
    renderWithProviders(<GameStage name="Book of Tests" state={{ status: 'loading' }} onRetry={() => {}} onPlayDemo={() => {}} />);
    renderWithProviders(<SpinnerLine label="Sending…" testId="sending" />);
    const game = rulesOf(ringIn(screen.getByRole('status')), false).join(';');
    const withdraw = rulesOf(ringIn(screen.getByTestId('sending')), false).join(';');
    expect(game).toMatch(/width:40px;height:40px;border-width:4px;border-style:solid;/);
    expect(withdraw).toMatch(/width:28px;height:28px;border-width:3px;border-style:solid;/);
  });
});
