import { renderToString } from 'react-dom/server';
import styled, { __PRIVATE__, keyframes, ServerStyleSheet, version } from 'styled-components';
import { adoptServerStyles } from '@/root/server-styles';

const { StyleSheet } = __PRIVATE__;
type Sheet = InstanceType<typeof StyleSheet>;

const pulse = keyframes`from { opacity: 0.5; } to { opacity: 1; }`;
const Base = styled.button<{ $tone: 'calm' | 'loud' }>`
  padding: 4px;
  color: ${(p) => (p.$tone === 'loud' ? 'red' : 'grey')};
`;
const Extension = styled(Base)`
  color: navy;
  animation: ${pulse} 1s;
`;
const Plain = styled.p`
  margin: 0;
  > span + span { margin-left: 4px; }
`;

/** What a page's server render leaves in its style element. */
function serverCss() {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <>
          <Plain>
            <span>a</span>
            <span>b</span>
          </Plain>
          <Base $tone="calm">calm</Base>
          <Extension $tone="calm">both</Extension>
        </>,
      ),
    );
    const [element] = sheet.getStyleElement();
    return (element?.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html;
  } finally {
    sheet.seal();
  }
}

function styleElement(css: string, mark: string) {
  const element = document.createElement('style');
  element.setAttribute('data-styled', mark);
  element.setAttribute('data-styled-version', version);
  element.textContent = css;
  document.head.append(element);
  return element;
}

const namesOf = (sheet: Sheet) => Object.fromEntries([...sheet.names].map(([id, names]) => [id, [...names].sort()]));
const rulesOf = (sheet: Sheet, ids: string[]) => Object.fromEntries(ids.map((id) => [id, sheet.getTag().getGroup(StyleSheet.registerId(id))]));

describe('adoptServerStyles', () => {
  const css = serverCss();

  it('knows the names the library rehydration knows, and moves the same rules in the same groups once a rule is new', () => {
    // The reference: styled-components' own rehydration of the server's element.
    const reference = new StyleSheet();
    styleElement(css, '');
    reference.rehydrate();
    const ids = [...reference.names.keys()];
    expect(ids.length).toBeGreaterThanOrEqual(4); // Plain, Base, Extension and the keyframes

    const adopted = new StyleSheet();
    const element = styleElement(css, 'active');
    adoptServerStyles(element, adopted);
    expect(namesOf(adopted)).toEqual(namesOf(reference));
    // Nothing was inserted: the library's sheet has no element yet, the server's is in place.
    expect(adopted.tag).toBeUndefined();
    expect(element.isConnected).toBe(true);

    // A variant the server did not render: the server's rules move first, then the new one.
    adopted.insertRules(Base.styledComponentId, 'loud', ['.loud{color:red;}']);
    expect(element.isConnected).toBe(false);
    const moved = rulesOf(adopted, ids);
    const expected = rulesOf(reference, ids);
    for (const id of ids) {
      const added = id === Base.styledComponentId ? '.loud{color:red;}/*!sc*/\n' : '';
      expect(moved[id]).toBe(expected[id] + added);
    }
    expect(adopted.hasNameForId(Base.styledComponentId, 'loud')).toBe(true);
  });

  it('moves the server rules once, and keeps a base component before its extension', () => {
    const adopted = new StyleSheet();
    adoptServerStyles(styleElement(css, 'active'), adopted);
    adopted.insertRules('sc-first', 'first', ['.first{top:0;}']);
    adopted.insertRules('sc-second', 'second', ['.second{top:0;}']);
    const all = adopted.toString();
    expect(all.split('.first{top:0;}')).toHaveLength(2);
    expect(all.split(`.${[...(adopted.names.get(Plain.styledComponentId) ?? [])][0]}{`)).toHaveLength(2);
    const base = all.indexOf(`[id="${Base.styledComponentId}"]`);
    const extension = all.indexOf(`[id="${Extension.styledComponentId}"]`);
    expect(base).toBeGreaterThan(-1);
    expect(extension).toBeGreaterThan(base);
  });

  it('does nothing without a server element', () => {
    const sheet = new StyleSheet();
    const insertRules = sheet.insertRules;
    adoptServerStyles(null, sheet);
    expect(sheet.insertRules).toBe(insertRules);
    expect(sheet.names.size).toBe(0);
  });
});
