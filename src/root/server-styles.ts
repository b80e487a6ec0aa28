import { __PRIVATE__ } from 'styled-components';

const { mainSheet, StyleSheet } = __PRIVATE__;

/** The server's styled-components style element (src/pages/_document.tsx). */
export const SERVER_STYLES_ID = 'server-styles';

/** styled-components' separator between the rules of its server sheet. */
const RULE_END = '/*!sc*/\n';
/** A group's marker, after its rules: the component's id and its class names, comma-separated. */
const MARKER = /^data-styled\.g\d+\[id="(.+?)".*?"(.*?)"/;

type Sheet = typeof mainSheet;

/**
 * The page's server styles stay where they are until the app needs a rule they lack.
 * styled-components' own rehydration, as its module loads, copied every server rule into a
 * sheet of its own and removed the server's: 78 CSSOM insertions and a recalculation of every
 * element's style on a lobby, right after the first paint, on a page whose look did not change.
 * The server's element is marked `data-styled="active"` (the mark of the library's own sheet,
 * which its rehydration passes over), and this registers its class names with the library's
 * sheet, so components rendering what the server rendered insert nothing. The first rule the
 * server did not send (another page, a panel, a new variant) moves the server's rules into the
 * library's sheet first, as its rehydration would have, so every rule keeps its group's place
 * in the cascade (an extension's rules after its base's). The library's rehydration is the
 * reference: tests/root/server-styles.test.tsx holds the two to the same names and rules.
 */
export function adoptServerStyles(element: HTMLElement | null, sheet: Sheet) {
  if (!element) return;
  const groups: [id: string, rules: string[]][] = [];
  let rules: string[] = [];
  for (const line of element.innerHTML.split(RULE_END)) {
    const marker = MARKER.exec(line);
    if (marker) {
      for (const name of marker[2]!.split(',')) if (name) sheet.registerName(marker[1]!, name);
      groups.push([marker[1]!, rules]);
      rules = [];
    } else if (line) rules.push(line);
  }
  const insertRules = sheet.insertRules;
  sheet.insertRules = (id, name, added) => {
    sheet.insertRules = insertRules;
    for (const [group, moved] of groups) sheet.getTag().insertRules(StyleSheet.registerId(group), moved);
    element.remove();
    sheet.insertRules(id, name, added);
  };
}

if (typeof document !== 'undefined') adoptServerStyles(document.getElementById(SERVER_STYLES_ID), mainSheet);
