import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '@/routes/RouteLink';
import { Icon, icons } from '@/ui/icons';
import { theme } from '@/ui/theme';

/**
 * The language switcher's button, apart from its list and what choosing does (./LanguageSwitcher.tsx):
 * the footer shows this alone from the first paint, and the switcher's code comes as the footer
 * comes near (./Footer.tsx), so the first load of every page does not carry a switcher below its
 * fold. The page's other languages are also in its head (hreflang), for search engines.
 */
export function LanguageToggle({ retry }: { retry?: (() => void) | undefined }) {
  const label = useToggleLabel();
  return (
    <SwitcherRoot>
      {/* The press counts from its pointerdown: the switcher can replace this button between the
          press and its release (the scroll that brought the footer into view starts its code),
          and a click whose press and release land on different buttons reaches neither. Given
          `retry` (the code could not load), a press also asks for it again. */}
      <Toggle
        type="button"
        aria-expanded={false}
        aria-label={label}
        onPointerDown={pressEarly}
        onClick={() => {
          pressEarly();
          retry?.();
        }}
      >
        <LanguageName />
      </Toggle>
    </SwitcherRoot>
  );
}

/** Pressed before the switcher's code was in: the switcher opens as it comes (not a dead press). */
let pressedEarly = false;

const pressEarly = () => {
  pressedEarly = true;
};

/** Whether the button was pressed before the switcher came; asks once. */
export function takeEarlyPress(): boolean {
  const pressed = pressedEarly;
  pressedEarly = false;
  return pressed;
}

/** The button's name: which language the page is in. */
export function useToggleLabel(): string {
  const { t } = useTranslation('common');
  return t('language.current', { language: t(`language.${useLocale()}`) });
}

/** The globe and the current language's name. */
export function LanguageName() {
  const { t } = useTranslation('common');
  return (
    <>
      <Icon path={icons.globe} size={18} /> {t(`language.${useLocale()}`)}
    </>
  );
}

export const SwitcherRoot = styled.div`
  position: relative;
  display: inline-block;
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  cursor: pointer;
`;
