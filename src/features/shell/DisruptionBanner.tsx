import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Notice } from '@/lib/site-status';
import { focusMain } from '@/ui/focus-main';
import { Icon } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import { SafeHtml } from '@/ui/SafeHtml';
import { theme } from '@/ui/theme';

/** The dismissible service-disruption banner (spec 1), on desktop and inside the mobile menu. */
export function DisruptionBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Banner role="region" aria-label={t('disruption.label')} data-testid="disruption-banner">
      <SafeHtml html={notice.html} lang={notice.lang} />
      <Dismiss
        type="button"
        onClick={(event) => {
          // The button goes with the banner, and focus would drop to <body>: to the page's
          // content, or in the mobile menu to its first control.
          const menu = event.currentTarget.closest('dialog');
          onDismiss();
          if (menu) menu.querySelector<HTMLElement>('button, a[href]')?.focus();
          else focusMain();
        }}
        aria-label={t('disruption.dismiss')}
      >
        <Icon path={panelIcons.close} size={18} />
      </Dismiss>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.color.warningBg};
  color: ${theme.color.text};
  font-size: 14px;
  > div { flex: 1; }
  p { margin: 0; }
  a { color: ${theme.color.primary}; }
`;

const Dismiss = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`;
