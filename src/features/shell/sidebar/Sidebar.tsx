import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Dialog } from '@/ui/Dialog';
import { Icon } from '@/ui/icons';
import { SIDEBAR_TRANSITION_MS, useSidebar, type SidebarPage } from '@/state/sidebar';
import { theme } from '@/ui/theme';

/** A sidebar page: its title key and its (lazily loaded) body. */
export type SidebarPages = Record<SidebarPage, { title: string; Body: React.ComponentType }>;

/** The mobile sidebar frame: the top page of the stack, a Back button below the first page. */
export function Sidebar({ pages }: { pages: SidebarPages }) {
  const { t } = useTranslation('common');
  const { isOpen, stack, back, close } = useSidebar();
  const page = stack[stack.length - 1];
  const current = page ? pages[page] : undefined;
  return (
    <Dialog open={isOpen} onClose={close} labelledBy="sidebar-title" placement="right" exitMs={SIDEBAR_TRANSITION_MS} testId="sidebar">
      <Header>
        {stack.length > 1 ? (
          <HeaderButton type="button" onClick={back}>
            <Icon name="back" size={18} /> {t('sidebar.back')}
          </HeaderButton>
        ) : (
          <span />
        )}
        <Title id="sidebar-title">{current ? t(current.title) : ''}</Title>
        <HeaderButton type="button" onClick={close} aria-label={t('sidebar.close')}>
          <Icon name="close" />
        </HeaderButton>
      </Header>
      <Body>{current ? <current.Body /> : null}</Body>
    </Dialog>
  );
}

const Header = styled.div`
  position: sticky;
  top: 0;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  > :last-child { justify-self: end; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

const HeaderButton = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  font-size: 18px;
  cursor: pointer;
`;

const Body = styled.div`
  padding: ${theme.space(4)};
`;
