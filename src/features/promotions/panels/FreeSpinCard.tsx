import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { FreeSpinBonus } from '@/api/schemas/bonuses';
import { serverNow } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { formatDecimal, formatFinnishDateTime } from '@/lib/format-numeric';
import { href } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';
import { Actions, Card, Facts } from './parts';

/** A bonus that runs out within this long is marked as expiring soon. */
export const EXPIRES_SOON_MS = 48 * 60 * 60 * 1000;

type Props = {
  bonus: FreeSpinBonus;
  /** Whether this bonus's cancel is under way (its button says so). */
  cancelling: boolean;
  /** Whether another cancel is under way (one at a time). */
  busy: boolean;
  onCancel: (bonus: FreeSpinBonus) => void;
};

/**
 * One free-spin bonus (spec 3): its name, spins, value, wagering requirement, expiry (the
 * Finnish way, spec 9), when it came, and its game by name, linking to the game's page. A
 * cancellable one asks once more before it is cancelled.
 */
export function FreeSpinCard({ bonus, cancelling, busy, onCancel }: Props) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  // The question takes focus on its safe answer: on "Yes, cancel", a second Enter gave the bonus up.
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (answered.current) cancelButton.current?.focus();
  }, [asking]);
  const keep = () => {
    answered.current = true;
    setAsking(false);
  };

  const expires = bonus.expirationTime ? new Date(bonus.expirationTime) : null;
  const soon = expires !== null && expires.getTime() - serverNow().getTime() < EXPIRES_SOON_MS;
  const gameName = bonus.game ? bonus.game.translation || bonus.game.friendlyName : '';
  const game = bonus.game?.friendlyName ? (
    <Link href={href('gamePlay', { locale, params: { slug: bonus.game.friendlyName } })}>{gameName}</Link>
  ) : (
    gameName || '–'
  );
  return (
    <Card aria-labelledby={`${id}-name`} data-testid="free-spin">
      <Head>
        <h4 id={`${id}-name`}>{bonus.name}</h4>
        {soon ? <Soon data-testid="expires-soon">{t('freeSpins.expiresSoon')}</Soon> : null}
      </Head>
      <Facts
        items={[
          { label: t('freeSpins.game'), value: game, testId: 'free-spin-game', wrap: true },
          { label: t('freeSpins.spins'), value: bonus.freeSpins },
          { label: t('freeSpins.total'), value: formatMoney(bonus.total, locale) },
          { label: t('freeSpins.turnover'), value: t('turnoverFactor', { factor: formatDecimal(bonus.turnoverFactor, locale) }) },
          {
            label: t('freeSpins.expires'),
            value: expires ? <time dateTime={bonus.expirationTime ?? undefined}>{formatFinnishDateTime(expires)}</time> : '–',
            testId: 'free-spin-expires',
          },
          { label: t('freeSpins.created'), value: <time dateTime={bonus.createdTime}>{formatLongDate(new Date(bonus.createdTime), locale, false)}</time> },
        ]}
      />
      {bonus.cancellable ? (
        asking ? (
          <Confirm
            role="group"
            aria-labelledby={`${id}-question`}
            onKeyDown={(event) => {
              // Escape answers the question (keep it), not closes the panel around it.
              if (event.key !== 'Escape') return;
              event.preventDefault();
              event.stopPropagation();
              keep();
            }}
          >
            <p id={`${id}-question`}>{t('freeSpins.confirmQuestion', { name: bonus.name })}</p>
            <Actions>
              <Button
                $variant="primary"
                onClick={() => {
                  setAsking(false);
                  onCancel(bonus);
                }}
                data-testid="free-spin-confirm"
              >
                {t('freeSpins.confirm')}
              </Button>
              <Button ref={keepButton} $variant="secondary" onClick={keep} data-testid="free-spin-keep">
                {t('freeSpins.keep')}
              </Button>
            </Actions>
          </Confirm>
        ) : (
          <Actions>
            <Button
              ref={cancelButton}
              $variant="secondary"
              $busy={cancelling}
              $unavailable={busy}
              aria-describedby={`${id}-name`}
              onClick={() => setAsking(true)}
              data-testid="free-spin-cancel"
            >
              {cancelling ? t('freeSpins.cancelling') : t('freeSpins.cancel')}
            </Button>
          </Actions>
        )
      ) : null}
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

const Soon = styled.span`
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.warningBg};
  font-size: 12px;
  font-weight: 700;
`;

const Confirm = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
