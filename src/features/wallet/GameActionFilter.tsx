import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled, { css } from 'styled-components';
import { compact } from '@/ui/compact';
import type { Day } from '@/lib/day-range';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/form/TextField';
import { theme } from '@/ui/theme';
import { gameFilterSchema, type GameFilterValues } from './game-filter-schema';

type Props = {
  /** What the address bar holds (?from=&to=), as typed: a bad value shows its error here. */
  current: GameFilterValues;
  today: Day;
  onApply: (values: GameFilterValues) => void;
  onClear: () => void;
};

/**
 * The game actions' date range (from, to): both optional; checked by gameFilterSchema with the
 * errors at the fields and what was typed kept. A valid range goes to the address bar (the
 * screen's onApply), so it is shareable and Back returns to the previous one.
 */
export function GameActionFilter({ current, today, onApply, onClear }: Props) {
  const { t } = useTranslation(['account', 'forms']);
  const schema = useMemo(() => gameFilterSchema(today), [today]);
  const { register, handleSubmit, formState, reset, trigger, setFocus } = useForm<GameFilterValues>({
    resolver: standardSchemaResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: current,
  });
  const applied = current.from !== '' || current.to !== '';

  // The address bar changed (Back, Forward, a link): the fields follow it, and a bad value from
  // there shows its error at once.
  useEffect(() => {
    reset(current);
    if (current.from !== '' || current.to !== '') void trigger();
  }, [current, reset, trigger]);

  return (
    <Form role="search" aria-label={t('account:transactions.filter.label')} noValidate onSubmit={(event) => void handleSubmit(onApply)(event)} data-testid="game-action-filter">
      <Fields>
        <TextField id="game-filter-from" type="date" label={t('account:transactions.filter.from')} max={today} error={formState.errors.from?.message} {...register('from')} />
        <TextField id="game-filter-to" type="date" label={t('account:transactions.filter.to')} max={today} error={formState.errors.to?.message} {...register('to')} />
      </Fields>
      <Actions>
        <Button $variant="primary" type="submit">
          {t('account:transactions.filter.apply')}
        </Button>
        {applied ? (
          <Button
            $variant="ghost"
            onClick={() => {
              onClear();
              // The button goes with the range: focus stays in the form rather than falling to the page.
              setFocus('from');
            }}
          >
            {t('account:transactions.filter.clear')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 220px));
  gap: ${theme.space(4)};
  input { color-scheme: dark; }
  ${compact(css`
    width: 100%;
    grid-template-columns: 1fr;
  `)}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  /* Level with the inputs: under the labels (14px text + 6px gap). */
  padding-top: 26px;
  ${compact(css`padding-top: 0;`)}
`;
