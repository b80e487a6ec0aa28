import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { href } from '@/routes/href';
import { RouteLink, useCurrentPath, useLocale } from '@/routes/RouteLink';

/** The logged-out sidebar: the way in to logging in, the forgotten password and registration. */
export function LoggedOutMenu() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const currentPath = useCurrentPath();
  return (
    <Stack>
      <p>{t('sidebar.loginIntro')}</p>
      <ButtonLink $variant="primary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
        {t('nav.login')}
      </ButtonLink>
      <RouteLink to="forgotPassword">{t('sidebar.forgotPassword')}</RouteLink>
      <p>{t('sidebar.noAccount')}</p>
      <ButtonLink $variant="secondary" href={href('registration', { locale })}>
        {t('nav.register')}
      </ButtonLink>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;
