import { useTranslation } from 'react-i18next';
import { LoginCallout } from '@/ui/LoginCallout';

/** A visitor plays with play money; logging in brings them back to this game for real. */
export function VisitorNote() {
  const { t } = useTranslation('game');
  return <LoginCallout announce testId="demo-note" text={t('demoNote')} action={t('demoLogin')} />;
}
