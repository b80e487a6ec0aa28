import { HttpResponse } from 'msw';
import { route } from './route';

/**
 * A stand-in for the live-chat provider's script (spec 1, 7.4), so that loading it on demand,
 * the identity passed in and the CSP are tested for real. It keeps the app's contract
 * (`window.KasinoChat.open({ name, email, locale, message? })` and `end()`,
 * src/features/account/live-chat.ts) and builds its box with textContent only: the name is the
 * player's own input. Its box is all it knows of the player, so ending removes it.
 */
const WIDGET = `(() => {
  const text = {
    en: { title: 'Kasino support', demo: 'Demo chat: stands in for the live-chat provider.', hello: 'Hi {name}!', reply: 'We will answer at {email}.', noEmail: 'Leave your email in the message if you want an answer by email.', label: 'Your message', send: 'Send', sent: 'Thanks! An agent will answer shortly.', close: 'Close the chat' },
    fi: { title: 'Kasinon asiakaspalvelu', demo: 'Demochat: korvaa chat-palveluntarjoajan.', hello: 'Hei {name}!', reply: 'Vastaamme osoitteeseen {email}.', noEmail: 'Jätä sähköpostiosoitteesi viestiin, jos haluat vastauksen sähköpostilla.', label: 'Viestisi', send: 'Lähetä', sent: 'Kiitos! Asiakaspalvelija vastaa pian.', close: 'Sulje chat' },
    et: { title: 'Kasino klienditugi', demo: 'Demovestlus: asendab vestlusteenuse pakkujat.', hello: 'Tere, {name}!', reply: 'Vastame aadressile {email}.', noEmail: 'Jäta sõnumisse oma e-posti aadress, kui soovid vastust e-kirjaga.', label: 'Sinu sõnum', send: 'Saada', sent: 'Aitäh! Klienditeenindaja vastab peagi.', close: 'Sulge vestlus' },
  };
  let box = null;
  function make(tag, props, css) {
    const node = Object.assign(document.createElement(tag), props || {});
    if (css) node.style.cssText = css;
    return node;
  }
  function open(identity) {
    const t = text[identity && identity.locale] || text.en;
    if (box) box.remove();
    box = make('aside', {}, 'position:fixed;right:16px;bottom:80px;z-index:2147483000;width:min(340px,calc(100vw - 32px));padding:16px;border-radius:12px;background:#ffffff;color:#1a1a2e;font:15px/1.4 system-ui,sans-serif;box-shadow:0 8px 32px rgba(0,0,0,.45);display:grid;gap:8px');
    box.setAttribute('aria-label', t.title);
    box.setAttribute('data-testid', 'chat-widget');
    const head = make('div', {}, 'display:flex;justify-content:space-between;align-items:center;gap:8px');
    head.append(make('h2', { textContent: t.title }, 'margin:0;font-size:17px'));
    const close = make('button', { type: 'button', textContent: '×' }, 'min-width:44px;min-height:44px;border:0;background:transparent;color:#1a1a2e;font-size:24px;cursor:pointer');
    close.setAttribute('aria-label', t.close);
    close.addEventListener('click', () => { box.remove(); box = null; });
    head.append(close);
    box.append(head);
    box.append(make('p', { textContent: t.demo }, 'margin:0;font-size:13px;color:#4a4a5e'));
    box.append(make('p', { textContent: t.hello.replace('{name}', (identity && identity.name) || '') }, 'margin:0;font-weight:600'));
    box.append(make('p', { textContent: identity && identity.email ? t.reply.replace('{email}', identity.email) : t.noEmail }, 'margin:0'));
    const id = 'kasino-chat-message';
    box.append(make('label', { htmlFor: id, textContent: t.label }, 'font-weight:600'));
    const input = make('textarea', { id, rows: 3 }, 'font:inherit;padding:8px;border:1px solid #6b6b80;border-radius:8px;background:#fff;color:#1a1a2e');
    // A message the app starts the chat with (the close panel's request), for the player to send.
    if (identity && typeof identity.message === 'string') input.value = identity.message;
    box.append(input);
    const status = make('p', {}, 'margin:0');
    status.setAttribute('role', 'status');
    const send = make('button', { type: 'button', textContent: t.send }, 'min-height:44px;border:0;border-radius:8px;background:#1a1a2e;color:#fff;font:inherit;font-weight:600;cursor:pointer');
    send.addEventListener('click', () => { if (input.value.trim()) { input.value = ''; status.textContent = t.sent; } });
    box.append(send, status);
    document.body.append(box);
    input.focus();
  }
  function end() {
    if (box) box.remove();
    box = null;
  }
  window.KasinoChat = { open, end };
})();
`;

export const chatWidgetHandlers = [
  route('get', '/chat/widget.js', 'chat.widget', () =>
    new HttpResponse(WIDGET, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } }),
  ),
];
