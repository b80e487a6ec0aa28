import { HttpResponse } from 'msw';
import { toWireNumber, type Cents } from '@/lib/money';
import type { CatalogueGame } from '../seed/catalogue';
import { ROUND_BET, type GameHostLanguage, type GameSession } from './games-rules';

/**
 * The HTML of the mock game page, in the language the launch asked for (fi, en or et; English
 * without one). It runs on the mock's origin (inside the app's iframe), so
 * it carries its own CSS and script, locked to a per-response nonce, and may be framed only
 * by loopback origins. After each round it tells the parent window, so the app can refresh
 * the balance: `{ type: 'kasino:game-round', mode, balance }` (euros).
 */

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Money as the language writes it ("€1.00", "1,00 €"), the same on the server and in the page's script. */
const NUMBER_LOCALES: Record<GameHostLanguage, string> = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };

/**
 * The page's words per language. `{name}` marks a value; the page's script fills in the
 * round's (it gets them as JSON in a data attribute). A mock provider's own copy: the site's
 * translation files are the app's, and a real provider ships its own.
 */
const COPY = {
  en: {
    notFoundTitle: 'Game not found',
    notFoundText: 'This game link has expired or is not valid. Close the game and open it again from the lobby.',
    demoTitle: 'demo',
    realTitle: 'real money',
    demoMode: 'Demo play with play money',
    realMode: 'Playing for real money',
    demoBalance: 'Play balance',
    realBalance: 'Balance',
    spin: 'Spin (bet {bet})',
    lastWin: 'Last round: you won {amount}.',
    lastNoWin: 'Last round: no win.',
    roundWin: 'Round {round}: you won {amount}!',
    roundNoWin: 'Round {round}: no win this time.',
    failed: 'Something went wrong. Try again.',
    connectionLost: 'The connection was lost. Try again.',
    errors: {
      115: 'Your session has ended. Log in again to keep playing.',
      121: 'Your balance is too low for this bet.',
      131: 'This game session has ended. Close the game and open it again from the lobby.',
      217: 'You are on a cool-off break: real-money play is paused.',
    },
  },
  fi: {
    notFoundTitle: 'Peliä ei löytynyt',
    notFoundText: 'Tämä pelilinkki on vanhentunut tai virheellinen. Sulje peli ja avaa se uudelleen pelivalikoimasta.',
    demoTitle: 'demo',
    realTitle: 'oikealla rahalla',
    demoMode: 'Demopeli pelirahalla',
    realMode: 'Pelaat oikealla rahalla',
    demoBalance: 'Pelirahasaldo',
    realBalance: 'Saldo',
    spin: 'Pyöräytä (panos {bet})',
    lastWin: 'Edellinen kierros: voitit {amount}.',
    lastNoWin: 'Edellinen kierros: ei voittoa.',
    roundWin: 'Kierros {round}: voitit {amount}!',
    roundNoWin: 'Kierros {round}: ei voittoa tällä kertaa.',
    failed: 'Jokin meni vikaan. Yritä uudelleen.',
    connectionLost: 'Yhteys katkesi. Yritä uudelleen.',
    errors: {
      115: 'Istuntosi on päättynyt. Kirjaudu uudelleen jatkaaksesi pelaamista.',
      121: 'Saldosi ei riitä tähän panokseen.',
      131: 'Tämä peli-istunto on päättynyt. Sulje peli ja avaa se uudelleen pelivalikoimasta.',
      217: 'Olet pelitauolla: oikealla rahalla pelaaminen on keskeytetty.',
    },
  },
  et: {
    notFoundTitle: 'Mängu ei leitud',
    notFoundText: 'See mängulink on aegunud või vigane. Sulge mäng ja ava see mängude valikust uuesti.',
    demoTitle: 'demo',
    realTitle: 'päris raha',
    demoMode: 'Demomäng mänguraha eest',
    realMode: 'Mängid päris raha peale',
    demoBalance: 'Mänguraha saldo',
    realBalance: 'Saldo',
    spin: 'Keeruta (panus {bet})',
    lastWin: 'Eelmine voor: võitsid {amount}.',
    lastNoWin: 'Eelmine voor: võitu ei tulnud.',
    roundWin: 'Voor {round}: võitsid {amount}!',
    roundNoWin: 'Voor {round}: seekord võitu ei tulnud.',
    failed: 'Midagi läks valesti. Palun proovi uuesti.',
    connectionLost: 'Ühendus katkes. Palun proovi uuesti.',
    errors: {
      115: 'Sinu seanss on lõppenud. Mängimise jätkamiseks logi uuesti sisse.',
      121: 'Sinu saldo on selle panuse jaoks liiga väike.',
      131: 'See mänguseanss on lõppenud. Sulge mäng ja ava see mängude valikust uuesti.',
      217: 'Sul on mängupaus: päris raha peale mängimine on peatatud.',
    },
  },
} as const satisfies Record<GameHostLanguage, Record<string, string | Readonly<Record<number, string>>>>;

type Copy = (typeof COPY)[GameHostLanguage];

/** Fills a line's `{name}` values. */
const fill = (line: string, values: Readonly<Record<string, string | number>>) => line.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const formatEuros = (cents: Cents, language: GameHostLanguage) =>
  new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'currency', currency: 'EUR' }).format(toWireNumber(cents));

const nonce = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

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
  const copy = JSON.parse(form.dataset.copy);
  const fill = (line, values) => line.replace(/\\{(\\w+)\\}/g, (_, name) => String(values[name] ?? ''));
  const symbols = ['7', '\\u2605', '\\u25C6', '\\u2663', '\\u25CF'];
  const format = (value) => new Intl.NumberFormat(form.dataset.numberLocale, { style: 'currency', currency: 'EUR' }).format(value);
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
        error.textContent = copy.errors[data.errorCode] || copy.failed;
        return;
      }
      reels.forEach((reel, i) => { reel.textContent = data.win > 0 ? '7' : symbols[(data.round + i * 2) % symbols.length]; });
      balance.textContent = format(data.balance);
      result.textContent = data.win > 0 ? fill(copy.roundWin, { round: data.round, amount: format(data.win) }) : fill(copy.roundNoWin, { round: data.round });
      window.parent.postMessage({ type: 'kasino:game-round', mode: data.mode, balance: data.balance }, '*');
    } catch {
      error.textContent = copy.connectionLost;
    } finally {
      busy = false;
      button.removeAttribute('aria-disabled');
    }
  });
`;

function page(language: GameHostLanguage, title: string, body: string, status: number, script = ''): Response {
  const n = nonce();
  return new HttpResponse(
    `<!doctype html>
<html lang="${language}">
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

type PageInput = { kind: 'notFound'; language: GameHostLanguage } | { kind: 'game'; game: CatalogueGame; session: GameSession; balance: Cents };

export function gameHostPage(input: PageInput): Response {
  if (input.kind === 'notFound') {
    const copy: Copy = COPY[input.language];
    return page(input.language, copy.notFoundTitle, `<h1>${escape(copy.notFoundTitle)}</h1><p>${escape(copy.notFoundText)}</p>`, 404);
  }
  const { game, session, balance } = input;
  const language = session.language;
  const copy: Copy = COPY[language];
  const money = (cents: Cents) => formatEuros(cents, language);
  const demo = session.mode === 'demo';
  const last = session.last;
  const lastText = last && 'outcome' in last ? (last.outcome.win > 0 ? fill(copy.lastWin, { amount: money(last.outcome.win) }) : copy.lastNoWin) : '';
  const errors: Readonly<Record<number, string>> = copy.errors;
  const lastError = last && 'errorCode' in last ? (errors[last.errorCode] ?? copy.failed) : '';
  // What the script needs to say a round's outcome in the page's language.
  const scriptCopy = { errors, failed: copy.failed, connectionLost: copy.connectionLost, roundWin: copy.roundWin, roundNoWin: copy.roundNoWin };
  return page(
    language,
    `${game.translation} (${demo ? copy.demoTitle : copy.realTitle})`,
    `<h1>${escape(game.translation)}</h1>
<p class="mode">${escape(demo ? copy.demoMode : copy.realMode)} · ${escape(game.supplier)}</p>
<div class="reels" aria-hidden="true"><span>7</span><span>&#9733;</span><span>&#9670;</span></div>
<p class="balance">${escape(demo ? copy.demoBalance : copy.realBalance)}: <strong id="balance">${escape(money(balance))}</strong></p>
<form id="spin" method="post" action="/game-host/round" data-copy="${escape(JSON.stringify(scriptCopy))}" data-number-locale="${NUMBER_LOCALES[language]}">
  <input type="hidden" name="token" value="${escape(session.token)}">
  <button type="submit">${escape(fill(copy.spin, { bet: money(ROUND_BET) }))}</button>
</form>
<p id="result" role="status">${escape(lastText)}</p>
<p id="error" class="error" role="alert">${escape(lastError)}</p>`,
    200,
    SCRIPT,
  );
}
