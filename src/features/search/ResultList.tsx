import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDay, publicationDate } from '@/lib/format-day';
import { Link, useLocale } from '@/routes/RouteLink';
import type { SearchOption } from './search-options';
import type { SearchBoxState } from './use-search-box';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { theme } from '@/ui/theme';

/**
 * The results listbox. Each option is a real link (a[href] may take role="option"), so a
 * click, a middle click or "open in new tab" work as on any link; it is out of the tab order
 * because focus stays in the field and the arrows move the active option.
 */
export function ResultList({ box, hidden }: { box: SearchBoxState; hidden: boolean }) {
  const { t } = useTranslation('search');
  return (
    <List id={box.ids.listbox} role="listbox" aria-label={t('resultsLabel')} hidden={hidden || box.options.length === 0}>
      {box.options.map((option) => (
        <Row
          key={option.key}
          id={box.optionId(option)}
          role="option"
          aria-selected={option.key === box.activeKey}
          tabIndex={-1}
          href={option.href}
         
          onClick={box.opened}
        >
          <Thumb>{option.image ? <OptimizedImage src={option.image} alt="" width={40} height={40} /> : null}</Thumb>
          <Text>
            <Title>{option.title}</Title>
            <Detail option={option} />
          </Text>
        </Row>
      ))}
    </List>
  );
}

function Detail({ option }: { option: SearchOption }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  if (option.kind === 'game') return <Small>{option.supplier}</Small>;
  if (option.kind === 'campaign') return <Small>{t('campaign')}</Small>;
  const day = publicationDate(option.date);
  const date = day ? ` · ${formatDay(day, locale)}` : '';
  return <Small>{`${t('article')}${date}`}</Small>;
}

const List = styled.div`
  display: grid;
  gap: 2px;
  &[hidden] { display: none; }
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 48px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius.md};
  text-decoration: none;
  color: ${theme.color.text};
  &:hover { background: ${theme.color.surfaceRaised}; }
  /* The active option: focus stays in the field, so it needs its own visible mark. */
  &[aria-selected='true'] {
    background: ${theme.color.surfaceRaised};
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;

const Thumb = styled.span`
  flex: none;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceRaised};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Small = styled.span`
  font-size: 13px;
  color: ${theme.color.muted};
`;
