import { useSearchPanel } from '@/state/search-panel';
import { useLatch } from '@/ui/use-latch';
import { lazyComponent } from '@/ui/lazy-component';

/**
 * The panel's code (field, results, dialog) is its own chunk, fetched the first time the
 * bottom bar's Search button opens it; until then this gate renders nothing. Once loaded it
 * stays mounted, so it can slide out when closed and open at once the next time.
 */
const SearchPanelDialog = lazyComponent(() => import('./SearchPanelDialog').then((m) => m.SearchPanelDialog));

export function SearchPanel() {
  const { isOpen } = useSearchPanel();
  return useLatch(isOpen) ? <SearchPanelDialog /> : null;
}
