import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/content';
import { href } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

/** Tile image widths: two columns on a phone, about 180 px on desktop (spec 9 image sizes). */
export const TILE_SIZES = '(max-width: 899px) 46vw, 184px';

/** A game tile: logo, name and provider, a "new" label, and a slot for the favourite toggle. */
export function GameTile({ game, isNew, action, priority = false }: { game: Game; isNew: boolean; action?: ReactNode; priority?: boolean }) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const name = game.translation || game.friendly_name;
  return (
    <Tile>
      <TileLink href={href('gamePlay', { locale, params: { slug: game.slug } })} locale={false}>
        <Logo>
          {game.logo ? <Image src={game.logo} alt="" fill sizes={TILE_SIZES} quality={75} priority={priority} /> : null}
          {isNew ? <NewLabel>{t('new')}</NewLabel> : null}
        </Logo>
        <Name>{name}</Name>
        <Provider>{game.supplier}</Provider>
      </TileLink>
      {action ? <Action>{action}</Action> : null}
    </Tile>
  );
}

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

const Action = styled.div`
  position: absolute;
  top: 6px;
  right: 6px;
`;
