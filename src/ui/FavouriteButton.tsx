import styled from 'styled-components';
import { theme } from './theme';

/** The favourite toggle: a labelled, pressed-state button (the game's name is in the label). */
export function FavouriteButton({ pressed, label, onToggle }: { pressed: boolean; label: string; onToggle: () => void }) {
  return (
    <Toggle type="button" aria-pressed={pressed} aria-label={label} onClick={onToggle} data-testid="favourite-toggle">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.4-9.3C1.2 8.2 3.4 4.5 7 4.5c2 0 3.4 1.1 5 2.9 1.6-1.8 3-2.9 5-2.9 3.6 0 5.8 3.7 4.4 7.2C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </Toggle>
  );
}

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: rgb(14 15 31 / 0.75);
  color: ${theme.color.primary};
  cursor: pointer;
`;
