import { createHash } from 'node:crypto';
import { HOLD_SUBMITS_SCRIPT } from '@/lib/hold-submits';
import { securityHeaders } from '@/lib/security-headers';

/** The page's inline script, run once as the document runs it: before any module of ours. */
new Function(HOLD_SUBMITS_SCRIPT)();
function theHold() {
  const hold = window.__deferredForms;
  if (!hold) throw new Error('the inline script left no hold');
  return hold;
}

function formIn(box: boolean): HTMLFormElement {
  const form = document.createElement('form');
  if (box) {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-deferred-form', '');
    wrapper.append(form);
    document.body.append(wrapper);
  } else {
    document.body.append(form);
  }
  return form;
}

/** Whether the browser's own submit went ahead (not prevented). */
function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('the inline script that holds early submits', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    theHold().held.length = 0;
    theHold().isLive = () => false;
  });

  it('holds a deferred form\'s submit (once per box) before its module says it is live', () => {
    const hold = theHold();
    const form = formIn(true);
    expect(submit(form)).toBe(false);
    expect(submit(form)).toBe(false);
    expect(hold.held).toEqual([form.parentElement]);
  });

  it('leaves forms outside a deferred box, and live ones, to the browser and their handlers', () => {
    const hold = theHold();
    expect(submit(formIn(false))).toBe(true);
    const live = formIn(true);
    hold.isLive = (form) => form === live;
    expect(submit(live)).toBe(true);
    expect(hold.held).toEqual([]);
  });

  it('is allowed by its hash in the pages\' CSP, and no other inline script is', () => {
    const hash = `'sha256-${createHash('sha256').update(HOLD_SUBMITS_SCRIPT).digest('base64')}'`;
    for (const isProd of [true, false]) {
      const csp = securityHeaders({ isProd, env: {} }).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc.split(' ')).toContain(hash);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
  });
});
