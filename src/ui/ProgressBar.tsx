import { useId } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** How full the bar is, 0..100: values below 0 or beyond max (or no max at all) stay in range. */
export function progressPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/**
 * A progress bar with its visible label and value (the wagering progress: played versus
 * required, both in cents). aria-valuenow is the percentage; the value text ("12,50 € / 50,00 €")
 * is what screen readers hear as the value, rather than a bare percentage.
 */
export function ProgressBar({ label, value, max, valueText, testId }: { label: string; value: number; max: number; valueText: string; testId?: string }) {
  const id = useId();
  // The bar's value is its percentage: value and max may be in any unit (cents for wagering), and
  // what a screen reader hears in words is the value text.
  const percent = progressPercent(value, max);
  return (
    <Wrap data-testid={testId}>
      <div className="head">
        <span id={`${id}-label`}>{label}</span>
        {/* Read as the bar's value text; shown here for the eye. */}
        <span className="value" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <div className="track" role="progressbar" aria-labelledby={`${id}-label`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(percent)} aria-valuetext={valueText}>
        <div className="fill" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  .head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${theme.space(1)} ${theme.space(3)}; font-size: 14px; }
  .value { font-weight: 700; font-variant-numeric: tabular-nums; }
  .track { height: 8px; border-radius: ${theme.radius.pill}; background: ${theme.color.surfaceRaised}; overflow: hidden; }
  .fill { height: 100%; background: ${theme.color.primary}; transform-origin: left; transition: transform 300ms ease; }
`;
