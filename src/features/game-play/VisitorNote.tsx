import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { theme } from '@/ui/theme';

/** A visitor plays with play money; logging in brings them back to this game for real. */
export function VisitorNote() {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const currentPath = useCurrentPath();
  return (
    <Note role="status" data-testid="demo-note">
      <p>{t('demoNote')}</p>
      <ButtonLink $variant="primary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
        {t('demoLogin')}
      </ButtonLink>
    </Note>
  );
}

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p { margin: 0; }
  /* The call to action is a long phrase in Finnish: on a phone it wraps instead of overflowing. */
  a { max-width: 100%; white-space: normal; text-align: center; }
`;
