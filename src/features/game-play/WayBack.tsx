import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { theme } from '@/ui/theme';

/** The ways out of a game that cannot be played: the slot index and the home page. */
export function WayBack({ align = 'center' }: { align?: 'start' | 'center' }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  return (
    <Links $align={align}>
      <ButtonLink $variant="primary" href={href('slotIndex', { locale })}>
        {t('backToGames')}
      </ButtonLink>
      <ButtonLink $variant="secondary" href={href('home', { locale })}>
        {t('home')}
      </ButtonLink>
    </Links>
  );
}

export const Links = styled.div<{ $align?: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align = 'center' }) => $align};
  gap: ${theme.space(3)};
`;
