import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Section as RgSection } from './Section';
import { isTimeout } from '@/api/timeouts';
import type { RealityCheck } from '@/api/schemas/limits';
import { setRealityCheckInterval, useRefreshLimits } from '@/data/limits/limits-mutation';
import { formatLongDate } from '@/lib/format-date';
import { useLocale } from '@/routes/RouteLink';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/form/SelectField';
import { theme } from '@/ui/theme';
import { TimedNotice } from '@/ui/TimedNotice';
import { useTimedNotice } from '@/ui/use-timed-notice';
import { Saved, SaveFailed } from '@/ui/save-messages';

/** The intervals offered, in minutes; 0 turns the reminder off. The spec names none. */
export const REALITY_CHECK_MINUTES: readonly number[] = [0, 15, 30, 45, 60, 90, 120];

type Props = { realityCheck: RealityCheck | null; level: 2 | 3 };

/**
 * The reality-check interval (spec 7.1 /player/limit/time): how often a reminder shows the
 * session time and the net result. The reminder itself is the shell's; this is where the
 * player chooses how often it comes. Save gives the limit save's messages for 5 s (spec 8).
 */
export function RealityCheckSection({ realityCheck, level }: Props) {
  const { t } = useTranslation(['limits', 'common']);
  const locale = useLocale();
  const id = useId();
  const Heading = `h${level}` as const;
  const refresh = useRefreshLimits();
  const notice = useTimedNotice();
  const current = realityCheck?.intervalMinutes ?? 0;
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const value = chosen ?? current;
  const choices = REALITY_CHECK_MINUTES.includes(current) ? REALITY_CHECK_MINUTES : [...REALITY_CHECK_MINUTES, current].sort((a, b) => a - b);

  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const result = await setRealityCheckInterval(value);
      if (!result.success) {
        notice.show('error', <SaveFailed failure={result} unsure />);
        // An interval the backend may have taken all the same shows as soon as it is known.
        if (isTimeout(result)) void refresh();
        return;
      }
      await refresh();
      setChosen(null);
      notice.show('success', <Saved />);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="reality-check">
      <Heading id={`${id}-title`}>{t('reality.title')}</Heading>
      <p>{t('reality.intro')}</p>
      <p data-testid="reality-check-current">
        {realityCheck?.intervalMinutes
          ? t('reality.every', { count: realityCheck.intervalMinutes })
          : t('reality.off')}
        {realityCheck?.intervalMinutes && realityCheck.nextTime ? ` ${t('reality.next', { date: formatLongDate(new Date(realityCheck.nextTime), locale) })}` : null}
      </p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        aria-labelledby={`${id}-title`}
      >
        <SelectField
          id={`${id}-interval`}
          label={t('reality.field')}
          value={String(value)}
          onChange={(event) => setChosen(Number(event.target.value))}
          options={choices.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? t('reality.never') : t('reality.option', { count: minutes }) }))}
        />
        <div>
          <Button $variant="primary" type="submit" $busy={saving} data-testid="reality-check-save">
            {saving ? t('loss.saving') : t('loss.save')}
          </Button>
        </div>
      </Form>
      <TimedNotice notice={notice.notice} testId="reality-check-notice" />
    </Section>
  );
}

const Section = styled(RgSection)`
  > p[data-testid] { color: ${theme.color.text}; font-weight: 600; }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  max-width: 360px;
`;
