import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { rateLimit } from '@/lib/rate-limit';
import { scrubText } from '@/lib/scrub-secrets';

/**
 * Where browsers send Content-Security-Policy violations (report-uri and report-to in
 * src/lib/security-headers.js). Each is logged as one JSON line, without personal data: URLs
 * are cut to origin and path (queries carry tokens), the script sample and the client's
 * address are not kept. Anyone can post here, so it is rate limited per client and overall.
 */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

const text = z.optional(z.string());
const count = z.optional(z.number());
/** The legacy report-uri body (application/csp-report). */
const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': count,
    'column-number': count,
    disposition: text,
  }),
});
/** The Reporting API body (application/reports+json): a list, of which the CSP ones count. */
const reportingApi = z.array(
  z.looseObject({
    type: z.string(),
    body: z.optional(
      z.looseObject({
        documentURL: text,
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber: count,
        columnNumber: count,
        disposition: text,
      }),
    ),
  }),
);

export type CspViolation = {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  line?: number;
  column?: number;
  disposition: string;
};

/** A URL as origin and path, scrubbed; a keyword ('inline', 'eval') as it is. */
function place(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return scrubText(url.origin === 'null' ? url.protocol : `${url.origin}${url.pathname}`);
  } catch {
    return scrubText(value.slice(0, 64));
  }
}

/** The violations in a report body of either format; empty when it is neither. */
export function violationsOf(body: unknown): CspViolation[] {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return [];
    }
  }
  const legacy = legacyReport.safeParse(parsed);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
        blocked: place(r['blocked-uri']),
        document: place(r['document-uri']),
        source: place(r['source-file']),
        line: r['line-number'],
        column: r['column-number'],
        disposition: r.disposition ?? '',
      },
    ];
  }
  const modern = reportingApi.safeParse(parsed);
  if (!modern.success) return [];
  return modern.data
    .filter((report) => report.type === 'csp-violation' && report.body)
    .slice(0, 20)
    .map(({ body: b = {} }) => ({
      directive: b.effectiveDirective ?? '',
      blocked: place(b.blockedURL),
      document: place(b.documentURL),
      source: place(b.sourceFile),
      line: b.lineNumber,
      column: b.columnNumber,
      disposition: b.disposition ?? '',
    }));
}

const limit = rateLimit({ perKey: 20, total: 300, windowMs: 60_000 });

function clientOf(req: NextApiRequest): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket?.remoteAddress || 'unknown';
}

export default function cspReport(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.setHeader('Allow', 'POST').status(405).end();
  if (!limit.allow(clientOf(req))) return res.setHeader('Retry-After', '60').status(429).end();
  const violations = violationsOf(req.body);
  if (!violations.length) return res.status(400).end();
  for (const violation of violations) console.warn(JSON.stringify({ event: 'csp-violation', ...violation }));
  return res.status(204).end();
}
