/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import cspReport, { violationsOf } from '@/pages/api/app/csp-report';
import { rateLimit } from '@/lib/rate-limit';

type Sent = { status: number; headers: Record<string, string> };

function post(body: unknown, { method = 'POST', client = '203.0.113.7' } = {}): Sent {
  const sent: Sent = { status: 200, headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    end() {
      return res;
    },
  };
  const req = { method, headers: { 'x-forwarded-for': client }, body, socket: {} };
  cspReport(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return sent;
}

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://kasino.example/fi/kirjaudu?t=AUTOLOGIN&email=anna@example.fi',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js?token=RESET',
    'source-file': 'https://kasino.example/_next/static/chunks/app.js',
    'line-number': 12,
    'column-number': 4,
    'script-sample': 'alert("anna@example.fi")',
    disposition: 'enforce',
  },
};

describe('CSP reports (/api/app/csp-report)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('logs a report-uri report as one JSON line, without tokens, emails, the sample or the client', () => {
    expect(post(JSON.stringify(LEGACY), { client: '198.51.100.1' }).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toEqual({
      event: 'csp-violation',
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      document: 'https://kasino.example/fi/kirjaudu',
      source: 'https://kasino.example/_next/static/chunks/app.js',
      line: 12,
      column: 4,
      disposition: 'enforce',
    });
    for (const secret of ['AUTOLOGIN', 'RESET', 'anna@example.fi', 'alert', '198.51.100.1']) expect(line).not.toContain(secret);
  });

  it('reads the Reporting API format too, only its CSP reports', () => {
    const reports = [
      { type: 'csp-violation', url: 'https://kasino.example/en', body: { documentURL: 'https://kasino.example/en?code=X', effectiveDirective: 'frame-src', blockedURL: 'https://kasino.example/en/profile', disposition: 'enforce' } },
      { type: 'deprecation', body: { message: 'x' } },
    ];
    expect(violationsOf(reports)).toEqual([
      { directive: 'frame-src', blocked: 'https://kasino.example/en/profile', document: 'https://kasino.example/en', source: '', line: undefined, column: undefined, disposition: 'enforce' },
    ]);
    expect(violationsOf({ 'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src' } })[0]?.blocked).toBe('inline');
  });

  it('refuses other methods and bodies that are no report', () => {
    expect(post(LEGACY, { method: 'GET', client: '198.51.100.2' }).status).toBe(405);
    expect(post('not json', { client: '198.51.100.2' }).status).toBe(400);
    expect(post({ hello: 1 }, { client: '198.51.100.2' }).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is rate limited per client: a flood gets 429 and stops reaching the log', () => {
    const answers = Array.from({ length: 25 }, () => post(LEGACY, { client: '198.51.100.3' }).status);
    expect(answers.filter((s) => s === 204)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(warn).toHaveBeenCalledTimes(20);
    expect(post(LEGACY, { client: '198.51.100.4' }).status).toBe(204);
  });
});

describe('rateLimit', () => {
  it('caps each key and all keys per window, and starts over in the next window', () => {
    const limit = rateLimit({ perKey: 2, total: 3, windowMs: 1000, maxKeys: 2 });
    expect([limit.allow('a', 0), limit.allow('a', 1), limit.allow('a', 2)]).toEqual([true, true, false]);
    expect([limit.allow('b', 3), limit.allow('c', 4)]).toEqual([true, false]);
    expect(limit.allow('a', 1000)).toBe(true);
  });
});
