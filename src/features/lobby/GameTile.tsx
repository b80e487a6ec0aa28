import { memo } from 'react';
import styled from 'styled-components';
import type { TileGame } from '@/api/schemas/content';
import { href } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { lazyComponent } from '@/ui/lazy-component';
import { theme } from '@/ui/theme';

/** Only a player's tiles have the favourite toggle, so a visitor's first load leaves it out. */
const FavouriteAction = lazyComponent(() => import('./FavouriteAction').then((m) => m.FavouriteAction));

/**
 * A tile is at most about 184 CSS px wide (two columns on a phone, a row of them on desktop),
 * so its logo is a fixed 184 px with a 1x and a 2x source (256 and 384 of spec 9's
 * image widths) rather than a width-descriptor srcset, which listed nine widths up to 3840 in
 * every tile and made up a third of a lobby page's HTML.
 */
const TILE_IMAGE_PX = 184;

type Props = {
  game: TileGame;
  /** The translated "new" label, shown while the game is new (one translation lookup per grid). */
  newLabel: string | null;
  /** A logged-in player's tile has the favourite toggle; a visitor's tile subscribes to nothing. */
  player: boolean;
  /** 'first': one of the page's first tiles, its largest paint on a phone: fetched before other images. */
  priority?: 'first' | 'eager' | 'lazy';
};

/**
 * A game tile: logo, name and provider, a "new" label and the favourite toggle. Memoised: a
 * grid re-renders when "now" or the page changes, and most tiles stay the same. One styled
 * root styles the parts by class: a lobby hydrates dozens of tiles at once, and every styled
 * element is a component of its own to render.
 */
export const GameTile = memo(function GameTile({ game, newLabel, player, priority = 'lazy' }: Props) {
  const locale = useLocale();
  const name = game.translation || game.friendly_name;
  return (
    <Tile>
      <Link className="tile-link" href={href('gamePlay', { locale, params: { slug: game.slug } })}>
        <div className="tile-logo">
          {game.logo ? <OptimizedImage src={game.logo} alt="" width={TILE_IMAGE_PX} height={TILE_IMAGE_PX} quality={75} priority={priority !== 'lazy'} fetchPriority={priority === 'first' ? 'high' : undefined} /> : null}
          {newLabel ? <span className="tile-new">{newLabel}</span> : null}
        </div>
        <span className="tile-name">{name}</span>
        <span className="tile-provider">{game.supplier}</span>
      </Link>
      {player ? <FavouriteAction game={game} /> : null}
    </Tile>
  );
});

const Tile = styled.li`
  position: relative;
  list-style: none;
  min-width: 0;
  .tile-link {
    display: grid;
    gap: 4px;
    text-decoration: none;
    border-radius: ${theme.radius.md};
  }
  .tile-link:hover img, .tile-link:focus-visible img { transform: scale(1.04); }
  .tile-logo {
    position: relative;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceRaised};
  }
  .tile-logo img { display: block; width: 100%; height: 100%; object-fit: cover; transition: transform 200ms ease; }
  .tile-new {
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
  }
  /* Two lines, held by every tile (GridSkeleton's place too): cut to one, "Amber Melon Hold
     and Win" and "Amber Melon Power Spins" both read "Amber Melon…". */
  .tile-name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-height: 3em;
    overflow: hidden;
    overflow-wrap: anywhere;
    font-weight: 700;
  }
  .tile-provider {
    font-size: 13px;
    color: ${theme.color.muted};
    /* One line (the name two): every tile of a row is as tall as the places that stood for it (GridSkeleton). */
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
