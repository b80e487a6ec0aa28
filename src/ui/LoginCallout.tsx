import styled from 'styled-components';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { ButtonLink } from './Button';
import { theme } from './theme';

/**
 * A visitor's way in from a page that is more for players (a game's real play, the bonus game):
 * what logging in gives, and the login page with this page as its redirectUrl, so logging in
 * comes back here.
 */
export function LoginCallout({ text, action, testId, announce = false }: { text: string; action: string; testId?: string; announce?: boolean }) {
  const locale = useLocale();
  const currentPath = useCurrentPath();
  return (
    <Callout role={announce ? 'status' : undefined} data-testid={testId}>
      <p>{text}</p>
      <ButtonLink $variant="primary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
        {action}
      </ButtonLink>
    </Callout>
  );
}

const Callout = styled.div`
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
