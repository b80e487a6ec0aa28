import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { updatePlayerFields, useReloadPlayer } from '@/data/player/account-mutation';
import { useProfile } from '@/state/profile';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { theme } from '@/ui/theme';
import { TimedNotice } from '@/ui/TimedNotice';
import { Form, Section, SubmitButton, useSaveNotice } from './parts';
import { marketingSchema, type MarketingValues } from './settings-schemas';

/** Spec 2.4 "marketing", 4 "Marketing save": email and SMS offers, saved with a 5 s message. */
export function MarketingPanel() {
  const { player } = useProfile();
  if (!player) return null;
  return <MarketingForm initial={{ receiveEmail: player.receiveEmail, receiveSms: player.receiveSms }} />;
}

function MarketingForm({ initial }: { initial: MarketingValues }) {
  const { t } = useTranslation(['settings', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const { notice, saved, failed, clear } = useSaveNotice();
  const { register, handleSubmit, formState } = useForm<MarketingValues>({ resolver: standardSchemaResolver(marketingSchema), defaultValues: initial });

  const submit = handleSubmit(async (values) => {
    clear();
    const answer = await updatePlayerFields(values);
    if (!answer.success) {
      failed(answer);
      return;
    }
    saved();
    await reload();
  });

  return (
    <Section aria-labelledby={`${id}-intro`} data-testid="marketing">
      <p id={`${id}-intro`}>{t('marketing.intro')}</p>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-intro`}>
        <Choices>
          <legend>{t('marketing.legend')}</legend>
          <CheckboxField id={`${id}-email`} label={t('marketing.email')} {...register('receiveEmail')} />
          <CheckboxField id={`${id}-sms`} label={t('marketing.sms')} {...register('receiveSms')} />
        </Choices>
        <SubmitButton busy={formState.isSubmitting} label={t('marketing.save')} busyLabel={t('saving')} testId="marketing-save" />
        <TimedNotice notice={notice} testId="marketing-notice" />
      </Form>
    </Section>
  );
}

const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  legend { padding: 0 ${theme.space(1)}; font-weight: 600; font-size: 14px; }
`;
