import dynamic from 'next/dynamic';
import { useSearchPanel } from '@/state/search-panel';
import { useLatch } from '@/ui/use-latch';

/**
 * The panel's code (field, results, dialog) is its own chunk, fetched the first time the
 * bottom bar's Search button opens it; until then this gate renders nothing. Once loaded it
 * stays mounted, so it can slide out when closed and open at once the next time.
 */
const SearchPanelDialog = dynamic(() => import('./SearchPanelDialog').then((m) => m.SearchPanelDialog), { ssr: false });

export function SearchPanel() {
  const { isOpen } = useSearchPanel();
  return useLatch(isOpen) ? <SearchPanelDialog /> : null;
}
