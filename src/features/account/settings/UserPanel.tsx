import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { EmailForm } from './EmailForm';
import { Section, Stack } from './parts';
import { PasswordForm } from './PasswordForm';
import { PhoneStatus } from './PhonePanel';
import { UserDataForm } from './UserDataForm';

/** Where the phone number is, with the way to its own panel (docs/decisions.md "Account"). */
function PhoneSummary({ phoneNumber, verified }: { phoneNumber: string | null; verified: boolean }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const panels = usePanels();
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="phone-summary">
      <h3 id={`${id}-title`}>{t('phone.title')}</h3>
      <PhoneStatus phoneNumber={phoneNumber} verified={verified} />
      {panels.canOpen('phone') ? (
        <div>
          <Button $variant="secondary" onClick={() => panels.push('phone')}>
            {t(verified ? 'phone.manage' : 'phone.confirmNumber')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/**
 * The user panel (spec 2.4 "user"): the player's details, email address, phone number and
 * password, each its own form with its own message, where a player looks for all of them.
 */
export function UserPanel() {
  const { player } = useProfile();
  if (!player) return null;
  return (
    <Stack>
      <UserDataForm player={player} />
      <EmailForm current={player.email} />
      <PhoneSummary phoneNumber={player.phoneNumber} verified={player.phoneNumberVerified} />
      <PasswordForm />
    </Stack>
  );
}
