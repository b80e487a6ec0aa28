import { ClosePanel } from '@/features/account/ClosePanel';
import { SelfExclusionHelp } from '@/features/responsible-gaming/SelfExclusionHelp';

/** The close panel with the country's self-exclusion service (responsible gaming's), which a feature cannot import itself. */
export function ClosePanelBody() {
  return <ClosePanel selfExclusion={<SelfExclusionHelp />} />;
}
