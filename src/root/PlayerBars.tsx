import { useTranslation } from 'react-i18next';
import { QuickStopButton } from '@/features/responsible-gaming/quick-stop/QuickStopButton';
import { AccountBar } from '@/features/session/AccountBar';
import { MobileToolbar } from '@/features/session/MobileToolbar';
import type { FrameProps } from '@/features/shell/panels/PanelView';
import { ProfileDropdown } from '@/features/shell/panels/ProfileDropdown';
import { useShownBy } from '@/ui/media';
import { theme } from '@/ui/theme';

/**
 * A logged-in player's parts of the bars, one lazy module (./AppLayout.tsx): a visitor's first
 * load carries none of them, and one chunk brings them all at the login.
 */

/** The navbar's account corner: the quick stop beside the button that opens the profile dropdown. */
export function PlayerCorner(frame: FrameProps) {
  const { t } = useTranslation('common');
  return (
    <ProfileDropdown {...frame} label={t('panels.open')} beside={<QuickStopButton />}>
      <AccountBar />
    </ProfileDropdown>
  );
}

/**
 * The mobile toolbar, with the quick stop at its end. Not rendered where the window hides it (a
 * desktop): its session clock would render it every second for nothing.
 */
export function PlayerToolbar() {
  return useShownBy(theme.media.mobile) ? <MobileToolbar quickStop={<QuickStopButton compact />} /> : null;
}
