import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/ui/theme';

/** One block of the campaigns panel (campaigns, free spins, loyalty points) under its heading. */
export const Section = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  h3 { margin: 0; font-size: 18px; }
  h3:focus { outline: none; }
  & + & { padding-top: ${theme.space(4)}; border-top: 1px solid ${theme.color.border}; }
`;

/**
 * The narrowest a campaign's or a bonus's card gets: one column in the 550 px panel. Two columns
 * there left 216 px inside a card, and a label and its value ("Kierrätysvaatimus 20-kertainen",
 * "Received 30 November 2026") no longer fitted on one line.
 */
export const CARD_MIN_WIDTH = 300;

/** A campaign's or a bonus's card. */
export const Card = styled.article`
  display: grid;
  /* A card as tall as its neighbour in the row keeps its lines together at the top. */
  align-content: start;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  /* break-word, not anywhere: a long word keeps its width, so a badge beside it wraps below instead of splitting it. */
  h4 { min-width: 0; margin: 0; font-size: 16px; overflow-wrap: break-word; }
  p { margin: 0; }
`;

/**
 * A card's facts as label: value lines (a description list, so each value has its label). A value
 * stays on one line: one that does not fit beside its label moves under it whole rather than
 * breaking ("20-/kertainen", a date over two lines), and breaks only if it is wider than the card.
 * `wrap` lets a long value (a game's name) run over lines beside its label instead.
 */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode; testId?: string; wrap?: true }[] }) {
  return (
    <FactList>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId} data-wrap={item.wrap}>
            {item.value}
          </dd>
        </div>
      ))}
    </FactList>
  );
}

const FactList = styled.dl`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  font-size: 14px;
  > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: ${theme.space(3)}; }
  dt { color: ${theme.color.muted}; }
  /* Its own width, not shrunk beside the label: the row wraps it to a line of its own instead. */
  dd { margin: 0 0 0 auto; font-weight: 600; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  dd[data-wrap] { flex: 1 1 0; min-width: 0; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  button { white-space: normal; text-align: center; }
`;
