import styled from 'styled-components';
import { theme } from '@/ui/theme';
import { segmentAngle } from './landing-angle';

const R = 150;

/** A point on the wheel: `degrees` clockwise from the top, `radius` from the centre. */
function point(degrees: number, radius: number): string {
  const rad = (degrees * Math.PI) / 180;
  // Thousandths of a unit are finer than any screen shows, and keep the path short.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return `${round(radius * Math.sin(rad))} ${round(-radius * Math.cos(rad))}`;
}

function segmentPath(index: number, count: number): string {
  const size = segmentAngle(count);
  const start = index * size;
  const large = size > 180 ? 1 : 0;
  return `M0 0 L${point(start, R)} A${R} ${R} 0 ${large} 1 ${point(start + size, R)} Z`;
}

/**
 * A label along its segment's middle, at 60 % of the radius; on the left half it is turned
 * half a turn so that no label reads upside down while the wheel stands.
 */
function labelTransform(middle: number): string {
  return middle > 180 ? `rotate(${middle + 90}) translate(${-R * 0.6} 0)` : `rotate(${middle - 90}) translate(${R * 0.6} 0)`;
}

/** Neighbouring segments differ; an odd wheel's last segment takes a third colour so it differs from the first. */
function paletteOf(index: number, count: number): (typeof PALETTE)[number] {
  if (count % 2 === 1 && count > 1 && index === count - 1) return PALETTE[2];
  return PALETTE[index % 2 === 0 ? 0 : 1];
}

const PALETTE = [
  { fill: theme.color.primary, text: theme.color.primaryText },
  { fill: theme.color.surfaceRaised, text: theme.color.text },
  { fill: theme.color.accent, text: theme.color.bg },
] as const;

/**
 * The wheel's picture: one segment per prize, clockwise from the top, rotated by `rotation`
 * degrees under a fixed pointer. It is an image with a name (`label`); the prizes themselves
 * are read from the list beside it, so the segments' short texts are hidden from assistive
 * technology. `durationMs` 0 jumps to the rotation (reduced motion).
 */
export function WheelDisc({ labels, label, rotation, durationMs }: { labels: readonly string[]; label: string; rotation: number; durationMs: number }) {
  const count = Math.max(labels.length, 1);
  const size = segmentAngle(count);
  return (
    <Frame>
      <Pointer viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 2h20L12 22z" />
      </Pointer>
      <Clip>
        <Spinner
          data-testid="wheel-disc"
          data-rotation={Math.round(rotation * 100) / 100}
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
        >
          <svg viewBox={`${-R - 4} ${-R - 4} ${2 * R + 8} ${2 * R + 8}`} role="img" aria-label={label}>
            <g aria-hidden="true">
              <circle r={R + 3} fill={theme.color.border} />
              {labels.map((text, index) => {
                const colours = paletteOf(index, count);
                const middle = index * size + size / 2;
                return (
                  <g key={index}>
                    {count === 1 ? <circle r={R} fill={colours.fill} /> : <path d={segmentPath(index, count)} fill={colours.fill} stroke={theme.color.bg} strokeWidth={1.5} />}
                    <text
                      transform={labelTransform(middle)}
                      fill={colours.text}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fontSize={count > 10 ? 11 : 14}
                      fontWeight={700}
                    >
                      {text}
                    </text>
                  </g>
                );
              })}
              <circle r={22} fill={theme.color.bg} stroke={theme.color.primary} strokeWidth={3} />
            </g>
          </svg>
        </Spinner>
      </Clip>
    </Frame>
  );
}

/**
 * On a phone the wheel above the Spin button is also sized by the window's height, so the button
 * stays above the bottom bar of a 390 × 844 phone without scrolling: the small viewport height
 * (`svh`, with the browser's bars shown) less what stands above the wheel (the player's toolbar, the
 * heading and the intro) and below it (the spins left, the button, the bottom bar). Never smaller than
 * 240 px, where a short phone scrolls instead. On desktop the button is beside the wheel.
 */
const Frame = styled.div`
  position: relative;
  width: min(100%, 420px);
  margin: 0 auto;
  padding-top: 14px;
  ${theme.media.narrow} {
    width: min(100%, max(240px, 100svh - 520px));
  }
`;

/** A turned square's corners would widen the page (transforms count for overflow): the wheel is round anyway. */
const Clip = styled.div`
  aspect-ratio: 1;
  border-radius: 50%;
  overflow: hidden;
`;

const Pointer = styled.svg`
  position: absolute;
  top: 0;
  left: 50%;
  z-index: 1;
  width: 32px;
  height: 32px;
  transform: translateX(-50%);
  fill: ${theme.color.danger};
  stroke: ${theme.color.bg};
  stroke-width: 1.5;
`;

const Spinner = styled.div`
  width: 100%;
  height: 100%;
  transition-property: transform;
  transition-timing-function: cubic-bezier(0.12, 0.75, 0.16, 1);
  will-change: transform;
  svg { display: block; width: 100%; height: 100%; }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
