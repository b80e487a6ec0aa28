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
 * required, both in cents). The value text ("12,50 € / 50,00 €") is what screen readers hear as the
 * value, rather than a bare percentage.
 */
export function ProgressBar({ label, value, max, valueText, testId }: { label: string; value: number; max: number; valueText: string; testId?: string }) {
  const id = useId();
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const now = Number.isFinite(value) ? Math.min(top, Math.max(0, value)) : 0;
  return (
    <Wrap data-testid={testId}>
      <div className="head">
        <span id={`${id}-label`}>{label}</span>
        {/* Read as the bar's value text; shown here for the eye. */}
        <span className="value" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <div className="track" role="progressbar" aria-labelledby={`${id}-label`} aria-valuemin={0} aria-valuemax={top} aria-valuenow={now} aria-valuetext={valueText}>
        <div className="fill" style={{ transform: `scaleX(${progressPercent(value, max) / 100})` }} />
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
