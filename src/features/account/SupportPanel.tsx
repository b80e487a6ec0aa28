import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { env } from '@/lib/env';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { useChatFromPanel } from './use-chat-from-panel';

/** Customer support (spec 1, 2.4): the support mailbox, and a live chat that loads only when asked for. */
export function SupportPanel() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { player } = useProfile();
  const { opening: chat, open } = useChatFromPanel();
  const startChat = () => open({ name: player ? player.nickName || `${player.firstName} ${player.lastName}`.trim() : '', email: player?.email ?? null, locale });
  return (
    <Stack>
      <p>{t('support.intro')}</p>
      {env.chatWidgetUrl ? (
        <Button $variant="primary" onClick={() => void startChat()} $busy={chat === 'loading'} data-testid="start-chat">
          {chat === 'loading' ? t('support.chatLoading') : t('support.chat')}
        </Button>
      ) : null}
      {chat === 'failed' ? (
        <Notice tone="error">
          <p>{t('support.chatFailed')}</p>
        </Notice>
      ) : null}
      <Mail>
        <span>{t('support.email')}</span>
        <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>
      </Mail>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  p { margin: 0; }
`;

const Mail = styled.p`
  display: grid;
  gap: ${theme.space(1)};
  span { color: ${theme.color.muted}; font-size: 14px; }
  a { font-weight: 700; overflow-wrap: anywhere; }
`;
