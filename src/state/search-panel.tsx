import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

type SearchPanelState = { isOpen: boolean; open: () => void; close: () => void };

const SearchPanelContext = createContext<SearchPanelState | null>(null);

/** Whether the mobile search panel (sliding up from the bottom bar) is open. */
export function SearchPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <SearchPanelContext.Provider value={value}>{children}</SearchPanelContext.Provider>;
}

export function useSearchPanel(): SearchPanelState {
  const value = useContext(SearchPanelContext);
  if (!value) throw new Error('useSearchPanel outside SearchPanelProvider');
  return value;
}
