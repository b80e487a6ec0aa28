import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { serverNow } from '@/lib/clock';
import { formatLongDate } from '@/lib/format-date';
import { useLocale } from '@/routes/RouteLink';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';
import { useNamespaces } from '@/ui/use-namespaces';
import { keepQuickStopEnd, keptQuickStopEnd } from './keep-quick-stop-end';

/**
 * What the visitor sees after a quick stop: logged out, and no deposits or real play until
 * the cool-off's end, in the locale's format. It takes focus when it appears (the dialog that
 * held it is gone with the logout) and stays until closed, which forgets the end; an end that
 * has passed, or is no time at all, is forgotten at once.
 */
export function QuickStopNotice({ until }: { until: string }) {
  const strings = useNamespaces(['limits']);
  const [closed, setClosed] = useState(false);
  const { end, estimated } = keptQuickStopEnd(until);
  const over = !(end.getTime() > serverNow().getTime());
  useEffect(() => {
    if (over || closed) void keepQuickStopEnd(null);
  }, [over, closed]);
  return strings.ready && !over && !closed ? <Shown end={end} estimated={estimated} onClose={() => setClosed(true)} /> : null;
}

/** `estimated`: the backend named no end, so it is said as "about" (as the cool-off section does). */
function Shown({ end, estimated, onClose }: { end: Date; estimated: boolean; onClose: () => void }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Floating aria-labelledby={id} data-testid="quick-stop-notice">
      <h2 id={id} ref={heading} tabIndex={-1}>
        {t('quickStop.notice.title')}
      </h2>
      <p>{t(estimated ? 'quickStop.notice.textAbout' : 'quickStop.notice.text', { date: formatLongDate(end, locale) })}</p>
      <Button $variant="secondary" onClick={onClose}>
        {t('quickStop.notice.close')}
      </Button>
    </Floating>
  );
}

const Floating = styled.section`
  position: fixed;
  top: calc(${theme.layout.navHeight} + ${theme.space(4)});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${theme.z.modal};
  display: grid;
  justify-items: start;
  gap: ${theme.space(3)};
  width: min(520px, calc(100vw - ${theme.space(8)}));
  padding: ${theme.space(4)} ${theme.space(5)};
  border: 1px solid ${theme.color.success};
  border-left-width: 4px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
  h2 { margin: 0; font-size: 18px; outline: none; }
  p { margin: 0; }
`;
