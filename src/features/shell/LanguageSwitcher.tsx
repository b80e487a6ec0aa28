import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import { setCookie } from '@/lib/cookies';
import { DISCLOSURE_BUTTON, useDisclosure } from '@/ui/use-disclosure';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@/routes/detect-locale';
import { href, locales } from '@/routes/href';
import { useIsLoggedIn } from '@/state/profile';
import { Link, useCurrentPath, useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';
import { LanguageName, SwitcherRoot, takeEarlyPress, Toggle, useToggleLabel } from './language-toggle';

const changeLanguage = lazyCall('player', 'changeLanguage');
/** How long after this code came a click can still be the end of the press made before it. */
export const PRESS_TAIL_MS = 500;
/**
 * The language dropdown (spec 2.3): Suomi, English, Eesti. Choosing one loads the same route
 * in that locale, remembers the choice in NEXT_LOCALE and, for a player, in the account.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const current = useLocale();
  const label = useToggleLabel();
  const hrefIn = useCurrentPath();
  const { open, setOpen, panelId: listId, root, button, onKeyDown } = useDisclosure<HTMLDivElement>();
  // The footer's button, pressed while this code came: open, with focus on the button it replaced.
  // That press can end on this button, which took the other's place under the pointer (rendered
  // within the press, its mouse events land here): its click is the same press, not a second
  // one that would shut the list. A new press, a key or a moment ends that.
  const pressTailUntil = useRef(0);
  useEffect(() => {
    if (!takeEarlyPress()) return;
    setOpen(true);
    button.current?.focus();
    pressTailUntil.current = performance.now() + PRESS_TAIL_MS;
  }, [setOpen, button]);
  const newPress = () => {
    pressTailUntil.current = 0;
  };

  return (
    <SwitcherRoot ref={root} onKeyDown={onKeyDown}>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        {...DISCLOSURE_BUTTON}
        aria-controls={listId}
        aria-label={label}
        onPointerDown={newPress}
        onKeyDown={newPress}
        onClick={() => {
          if (performance.now() < pressTailUntil.current) newPress();
          else setOpen((v) => !v);
        }}
      >
        <LanguageName />
      </Toggle>
      {/* Rendered open only: a closed list's rules, new to the page, would move the server's
          styles as the page loads (src/root/server-styles.ts). */}
      {open ? (
        <List id={listId}>
          {locales.map((locale) => (
            <li key={locale}>
              <Link
                href={hrefIn(locale)}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={() => {
                  void setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
                  setOpen(false);
                  // A player's language is also saved to the account; if that fails, go home (spec 4).
                  if (isLoggedIn) {
                    void changeLanguage(locale).then((result) => {
                      if (!result.success) void router.push(href('home', { locale }), undefined, { locale: false });
                    });
                  }
                }}
              >
                {t(`language.${locale}`)}
              </Link>
            </li>
          ))}
        </List>
      ) : null}
    </SwitcherRoot>
  );
}

const List = styled.ul`
  position: absolute;
  bottom: calc(100% + 4px);
  left: 0;
  z-index: 5;
  min-width: 160px;
  margin: 0;
  padding: ${theme.space(1)};
  list-style: none;
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.sm};
    text-decoration: none;
  }
  a:hover, a[aria-current='true'] { background: ${theme.color.border}; }
`;
