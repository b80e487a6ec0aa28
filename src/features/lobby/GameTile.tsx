import Image from 'next/image';
import { memo } from 'react';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/content';
import { href } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';
import { FavouriteAction } from './FavouriteAction';

/** Tile image widths: two columns on a phone, about 180 px on desktop (spec 9 image sizes). */
export const TILE_SIZES = '(max-width: 899px) 46vw, 184px';

type Props = {
  game: Game;
  /** The translated "new" label, shown while the game is new (one translation lookup per grid). */
  newLabel: string | null;
  priority?: boolean;
};

/**
 * A game tile: logo, name and provider, a "new" label and the favourite toggle. Memoised: a
 * grid re-renders when "now" or the page changes, and most tiles stay the same.
 */
export const GameTile = memo(function GameTile({ game, newLabel, priority = false }: Props) {
  const locale = useLocale();
  const name = game.translation || game.friendly_name;
  return (
    <Tile>
      <TileLink href={href('gamePlay', { locale, params: { slug: game.slug } })}>
        <Logo>
          {game.logo ? <Image src={game.logo} alt="" fill sizes={TILE_SIZES} quality={75} priority={priority} /> : null}
          {newLabel ? <NewLabel>{newLabel}</NewLabel> : null}
        </Logo>
        <Name>{name}</Name>
        <Provider>{game.supplier}</Provider>
      </TileLink>
      <FavouriteAction game={game} />
    </Tile>
  );
});

const Tile = styled.li`
  position: relative;
  list-style: none;
  min-width: 0;
`;

const TileLink = styled(Link)`
  display: grid;
  gap: 4px;
  text-decoration: none;
  border-radius: ${theme.radius.md};
  &:hover img, &:focus-visible img { transform: scale(1.04); }
`;

const Logo = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  img { object-fit: cover; transition: transform 200ms ease; }
`;

const NewLabel = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-size: 12px;
  font-weight: 800;
  text-transform: uppercase;
`;

const Name = styled.span`
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Provider = styled.span`
  font-size: 13px;
  color: ${theme.color.muted};
`;
