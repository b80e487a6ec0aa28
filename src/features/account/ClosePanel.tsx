import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { Button, ButtonAnchor } from '@/ui/Button';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { SelectField } from '@/ui/form/SelectField';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { useChatFromPanel } from './use-chat-from-panel';

const REASONS = ['none', 'notPlaying', 'tooMuch', 'unhappy', 'other'] as const;

type CloseValues = { reason: string; confirm: boolean };

const closeSchema = z.object({
  reason: z.string(),
  confirm: z.boolean().check(z.refine((value) => value, { error: 'documents:close.confirmRequired' })),
});

type Request = { subject: string; body: string };

/** What the request says for a detail the player has not given. */
const NONE = '–';

/**
 * Spec 2.4 "close": what closing means, a cool-off, limits or the country's self-exclusion
 * instead (`selfExclusion`, given by the composition root), and the request to customer
 * support with the player's details filled in. The spec shows no call for closing, so the
 * request goes where customer support is in this app: an email to the support mailbox, which
 * every deployment has, or the live chat where there is one (docs/decisions.md "Documents,
 * avatar and closing").
 */
export function ClosePanel({ selfExclusion }: { selfExclusion: ReactNode }) {
  const { t } = useTranslation(['documents', 'forms', 'common']);
  const locale = useLocale();
  const id = useId();
  const panels = usePanels();
  const { player } = useProfile();
  const [request, setRequest] = useState<Request | null>(null);
  const { opening: chatOpening, open: openChat } = useChatFromPanel();
  const readyTitle = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, formState } = useForm<CloseValues>({
    resolver: standardSchemaResolver(closeSchema),
    defaultValues: { reason: 'none', confirm: false },
  });

  useEffect(() => {
    if (request) readyTitle.current?.focus();
  }, [request]);

  if (!player) return null;
  const name = `${player.firstName} ${player.lastName}`.trim();
  // The record's country code (FIN, EST) by the name the registration form gives it.
  const country = player.country === 'FIN' || player.country === 'EST' ? t(`auth:register.country${player.country}`) : player.country || NONE;

  const submit = handleSubmit(({ reason }) => {
    setRequest({
      subject: `${t('close.subject')} (${player.userId})`,
      body: t('close.body', {
        name: name || NONE,
        nickName: player.nickName || NONE,
        userId: player.userId,
        email: player.email || NONE,
        phone: player.phoneNumber || NONE,
        country,
        reason: t(`close.reasons.${reason}`),
      }),
    });
  });

  const chat = (message: string) => openChat({ name: player.nickName || name, email: player.email ?? null, locale, message });

  return (
    <Stack>
      <section aria-labelledby={`${id}-means`}>
        <p id={`${id}-means`}>{t('close.intro')}</p>
        <ul>
          <li>{t('close.means1')}</li>
          <li>{t('close.means2')}</li>
          <li>{t('close.means3')}</li>
          <li>{t('close.means4')}</li>
        </ul>
      </section>
      <Instead aria-labelledby={`${id}-instead`} data-testid="close-instead">
        <h3 id={`${id}-instead`}>{t('close.instead')}</h3>
        <p>{t('close.insteadText')}</p>
        <Actions>
          {panels.canOpen('responsible-gaming') ? (
            <Button $variant="secondary" onClick={() => panels.push('responsible-gaming')}>
              {t('close.responsibleGaming')}
            </Button>
          ) : null}
          <RouteLink to="profileLimits">{t('close.limitsPage')}</RouteLink>
        </Actions>
        {selfExclusion}
      </Instead>
      <section aria-labelledby={`${id}-request`}>
        <h3 id={`${id}-request`}>{t('close.request')}</h3>
        {request ? (
          <Ready data-testid="close-request">
            <p ref={readyTitle} tabIndex={-1}>
              {t('close.ready')}
            </p>
            <Preview aria-label={t('close.preview')} data-testid="close-request-text">
              {request.body}
            </Preview>
            <Actions>
              <ButtonAnchor $variant="primary" href={`mailto:${env.supportEmail}?subject=${encodeURIComponent(request.subject)}&body=${encodeURIComponent(request.body)}`} data-testid="close-email">
                {t('close.email')}
              </ButtonAnchor>
              {env.chatWidgetUrl ? (
                <Button $variant="secondary" onClick={() => void chat(request.body)} $busy={chatOpening === 'loading'} data-testid="close-chat">
                  {chatOpening === 'loading' ? t('close.chatLoading') : t('close.chat')}
                </Button>
              ) : null}
            </Actions>
            {chatOpening === 'failed' ? (
              <Notice tone="error">
                <p>{t('close.chatFailed')}</p>
              </Notice>
            ) : null}
          </Ready>
        ) : (
          <Form onSubmit={(event) => void submit(event)} noValidate data-testid="close-form">
            <SelectField id={`${id}-reason`} label={t('close.reason')} options={REASONS.map((value) => ({ value, label: t(`close.reasons.${value}`) }))} {...register('reason')} />
            <CheckboxField id={`${id}-confirm`} label={t('close.confirm')} required error={formState.errors.confirm?.message} {...register('confirm')} />
            <div>
              <Button $variant="primary" type="submit" data-testid="close-prepare">
                {t('close.prepare')}
              </Button>
            </div>
          </Form>
        )}
      </section>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  section { display: grid; gap: ${theme.space(3)}; }
  h3 { margin: 0; font-size: 17px; }
  p { margin: 0; }
  ul { margin: 0; padding-left: ${theme.space(5)}; display: grid; gap: ${theme.space(1)}; }
  [tabindex='-1']:focus { outline: none; }
`;

const Instead = styled.section`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  a { color: ${theme.color.primary}; font-weight: 600; }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Ready = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const Preview = styled.pre`
  margin: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font: inherit;
  font-size: 14px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;
