/**
 * The browser's focus fixup, which jsdom lacks: a focused element that becomes disabled loses
 * focus to <body> (Chrome does it as it next renders). Without it a test cannot tell a busy
 * button that keeps focus from one that was disabled. Returns the way to stop it.
 */
export function emulateFocusFixup(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.matches(':disabled')) return;
    // jsdom's blur() passes over an element that is not focusable, as a disabled one is not: a
    // tabindex makes it focusable for as long as the blur takes.
    const tabIndex = active.getAttribute('tabindex');
    active.setAttribute('tabindex', '-1');
    active.blur();
    if (tabIndex === null) active.removeAttribute('tabindex');
    else active.setAttribute('tabindex', tabIndex);
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}
