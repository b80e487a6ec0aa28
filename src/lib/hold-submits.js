// @ts-check
/**
 * One of the two inline scripts of our pages (src/pages/_document.tsx; the other is
 * ./returning-cover.js), allowed by its hash in the CSP
 * (src/lib/security-headers.js). It runs as the HTML is parsed, before any of the page's chunks
 * have arrived, and holds a submit of a form inside a deferred form's box
 * (src/ui/form/deferred-form.tsx) until that form is live: without it the browser sends the
 * form itself, which reloads the page empty and loses what was typed, for as long as the
 * chunks take to come (seconds on a slow phone network).
 *
 * What it leaves on `window.__deferredForms`: `held`, the boxes whose submit it held, and
 * `isLive`, which the deferred form's module replaces with its own set of live forms; from
 * then on a live form's submit passes to its handler.
 *
 * A fixed string, ES5, never built from input: its hash is taken once when the headers are made.
 */
const HOLD_SUBMITS_SCRIPT =
  '(function(w,d){var s=w.__deferredForms={held:[],isLive:function(){return false}};' +
  "d.addEventListener('submit',function(e){var f=e.target,b;" +
  'if(!(f instanceof HTMLFormElement)||s.isLive(f))return;' +
  "b=f.closest('[data-deferred-form]');if(!b)return;" +
  'e.preventDefault();if(s.held.indexOf(b)<0)s.held.push(b)},true)})(window,document);';

module.exports = { HOLD_SUBMITS_SCRIPT };
