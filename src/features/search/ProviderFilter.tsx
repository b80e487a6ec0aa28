import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSearchSuppliers } from '@/data/content/suppliers-query';
import { useLocale } from '@/routes/RouteLink';
import { Label } from '@/ui/form/TextField';
import type { SearchBoxState } from './use-search-box';
import { theme } from '@/ui/theme';

/**
 * Narrows the game results to one provider: a native select (keyboard and screen readers
 * know it), hidden when the provider list could not be loaded.
 */
export function ProviderFilter({ box }: { box: SearchBoxState }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const { data: suppliers } = useSearchSuppliers();
  // Sorted once per list and language, not on each keystroke's render (a collator is costly to build).
  const sorted = useMemo(() => {
    // In the page's language, not the browser's: Finnish puts Ä and Ö after Z, Estonian Š after S.
    const collator = new Intl.Collator(locale);
    return [...(suppliers ?? [])].sort((a, b) => collator.compare(a.name, b.name));
  }, [suppliers, locale]);
  if (!sorted.length) return null;
  const id = `${box.ids.input}-provider`;
  return (
    <Row>
      <Label htmlFor={id}>{t('provider')}</Label>
      <Select id={id} value={box.provider} onChange={(event) => box.setProvider(event.target.value)}>
        <option value="">{t('allProviders')}</option>
        {sorted.map((s) => (
          <option key={s.id} value={s.name}>
            {s.name}
          </option>
        ))}
      </Select>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  label { flex: none; }
`;

const Select = styled.select`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  color: ${theme.color.text};
`;
