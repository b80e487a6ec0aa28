import { HttpResponse } from 'msw';
import { toWireNumber, type Cents } from '@/lib/money';
import type { CatalogueGame } from '../seed/catalogue';
import { ROUND_BET, type GameSession } from './games-rules';

/**
 * The HTML of the mock game page. It runs on the mock's origin (inside the app's iframe), so
 * it carries its own CSS and script, locked to a per-response nonce, and may be framed only
 * by loopback origins. After each round it tells the parent window, so the app can refresh
 * the balance: `{ type: 'kasino:game-round', mode, balance }` (euros).
 */

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const formatEuros = (cents: Cents) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(toWireNumber(cents));

const nonce = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const MESSAGES: Readonly<Record<number, string>> = {
  115: 'Your session has ended. Log in again to keep playing.',
  121: 'Your balance is too low for this bet.',
  217: 'You are on a cool-off break: real-money play is paused.',
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #14142b; color: #fff; margin: 0; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; text-align: center; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  .mode { color: #d6d6f5; margin: 0 0 1.5rem; }
  .reels { display: flex; justify-content: center; gap: .75rem; margin-bottom: 1.5rem; }
  .reels span { display: grid; place-items: center; width: 4.5rem; height: 4.5rem; font-size: 2.25rem; font-weight: 700; background: #fff; color: #14142b; border-radius: 12px; }
  .balance { font-size: 1.25rem; }
  button { font: inherit; font-weight: 700; padding: .85rem 2.5rem; border-radius: 999px; border: 0; background: #ffd166; color: #14142b; cursor: pointer; }
  button[aria-disabled="true"] { opacity: .7; cursor: progress; }
  button:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
  .error { color: #ffb4b4; font-weight: 600; min-height: 1.5em; }
`;

const SCRIPT = `
  const form = document.getElementById('spin');
  const button = form.querySelector('button');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const error = document.getElementById('error');
  const reels = document.querySelectorAll('.reels span');
  const messages = JSON.parse(form.dataset.messages);
  const symbols = ['7', '\\u2605', '\\u25C6', '\\u2663', '\\u25CF'];
  const format = (value) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(value);
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    error.textContent = '';
    try {
      const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ token: form.elements.token.value }), headers: { Accept: 'application/json' } });
      const data = await response.json();
      if (!data.success) {
        error.textContent = messages[data.errorCode] || data.error || 'Something went wrong. Try again.';
        return;
      }
      reels.forEach((reel, i) => { reel.textContent = data.win > 0 ? '7' : symbols[(data.round + i * 2) % symbols.length]; });
      balance.textContent = format(data.balance);
      result.textContent = data.win > 0 ? 'Round ' + data.round + ': you won ' + format(data.win) + '!' : 'Round ' + data.round + ': no win this time.';
      window.parent.postMessage({ type: 'kasino:game-round', mode: data.mode, balance: data.balance }, '*');
    } catch {
      error.textContent = 'The connection was lost. Try again.';
    } finally {
      busy = false;
      button.removeAttribute('aria-disabled');
    }
  });
`;

function page(title: string, body: string, status: number, script = ''): Response {
  const n = nonce();
  return new HttpResponse(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style nonce="${n}">${STYLE}</style>
</head>
<body><main>${body}</main>${script ? `<script nonce="${n}">${script}</script>` : ''}</body>
</html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${n}'; script-src 'nonce-${n}'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*`,
      },
    },
  );
}

type PageInput = { kind: 'notFound' } | { kind: 'game'; game: CatalogueGame; session: GameSession; balance: Cents };

export function gameHostPage(input: PageInput): Response {
  if (input.kind === 'notFound') {
    return page('Game not found', '<h1>Game not found</h1><p>This game link has expired or is not valid. Close the game and open it again from the lobby.</p>', 404);
  }
  const { game, session, balance } = input;
  const demo = session.mode === 'demo';
  const last = session.last;
  const lastText = last && 'outcome' in last ? `Last round: ${last.outcome.win > 0 ? `you won ${formatEuros(last.outcome.win)}` : 'no win'}.` : '';
  const lastError = last && 'errorCode' in last ? (MESSAGES[last.errorCode] ?? last.error) : '';
  return page(
    `${game.translation} (${demo ? 'demo' : 'real money'})`,
    `<h1>${escape(game.translation)}</h1>
<p class="mode">${demo ? 'Demo play with play money' : 'Playing for real money'} · ${escape(game.supplier)}</p>
<div class="reels" aria-hidden="true"><span>7</span><span>&#9733;</span><span>&#9670;</span></div>
<p class="balance">${demo ? 'Play balance' : 'Balance'}: <strong id="balance">${escape(formatEuros(balance))}</strong></p>
<form id="spin" method="post" action="/game-host/round" data-messages="${escape(JSON.stringify(MESSAGES))}">
  <input type="hidden" name="token" value="${escape(session.token)}">
  <button type="submit">Spin (bet ${escape(formatEuros(ROUND_BET))})</button>
</form>
<p id="result" role="status">${escape(lastText)}</p>
<p id="error" class="error" role="alert">${escape(lastError)}</p>`,
    200,
    SCRIPT,
  );
}
