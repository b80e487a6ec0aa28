import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useSearchPanel } from '@/state/search-panel';
import { Dialog } from '@/ui/Dialog';
import { Icon } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import { SearchBody } from './SearchBody';
import { SearchField } from './SearchField';
import { useSearchBox } from './use-search-box';
import { theme } from '@/ui/theme';

const TITLE_ID = 'search-panel-title';

/**
 * The mobile search (spec 2.5): a panel sliding up from the bottom with the field, the
 * filter and the results. It opens with the field focused and closes on any navigation.
 */
export function SearchPanelDialog() {
  const { t } = useTranslation('search');
  const router = useRouter();
  const { isOpen, close } = useSearchPanel();
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox({ onNavigate: close });

  // The Dialog (a child) has run showModal() by the time this effect runs, and showModal
  // focuses the first control (the close button); the field is where the player wants to be.
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  // Back, forward or any link: the panel must not cover the page that opens.
  useEffect(() => {
    if (!isOpen) return;
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [isOpen, close, router.events]);

  return (
    <Dialog open={isOpen} onClose={close} labelledBy={TITLE_ID} placement="bottom" testId="search-panel">
      <Sheet>
        <Header>
          <Title id={TITLE_ID}>{t('title')}</Title>
          <CloseButton type="button" onClick={close} aria-label={t('close')}>
            <Icon path={panelIcons.close} />
          </CloseButton>
        </Header>
        <FieldArea>
          <SearchField box={box} expanded={box.options.length > 0} inputRef={inputRef} />
        </FieldArea>
        <Content>
          <SearchBody box={box} />
        </Content>
      </Sheet>
    </Dialog>
  );
}

/**
 * A fixed height, with the results scrolling inside: a sheet anchored at the bottom that grew
 * with its results would move the field up under the player's thumb while they type.
 */
const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  height: 85dvh;
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
`;

const FieldArea = styled.div`
  flex: none;
  padding: ${theme.space(4)} ${theme.space(4)} 0;
`;

/** Only the results scroll; the field stays where the thumb is. */
const Content = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
`;
