import type { ComponentType } from 'react';
import { PanelLoading } from '@/features/shell/panels/PanelLoading';
import { lazyComponent } from '@/ui/lazy-component';
import { useNamespaces } from '@/ui/use-namespaces';
import { FORM_NAMESPACES } from '@/lib/i18n/namespaces';

/**
 * A panel body that loads when the panel first opens: its code as its own chunk and its
 * translation namespaces (which no page carries in its props).
 */
export function panelBody(load: () => Promise<ComponentType>, namespaces: readonly string[] = []): ComponentType {
  const Body = lazyComponent(load, { loading: (state) => <PanelLoading {...state} /> });
  // Every panel may hold a form (or the login form): their strings come with it.
  const all = [...FORM_NAMESPACES, ...namespaces];
  function PanelBody() {
    const strings = useNamespaces(all);
    if (!strings.ready) return <PanelLoading failed={strings.failed} retry={strings.retry} />;
    return <Body />;
  }
  return PanelBody;
}
