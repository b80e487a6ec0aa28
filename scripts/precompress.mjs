// The build's static assets compressed once, at build time, for nginx's gzip_static (issue #21;
// deploy/nginx/kasino.conf.template): nginx then sends `x.js.gz` as it is to a browser that
// accepts gzip, instead of compressing `x.js` on every request. Plain zlib at its highest level,
// which a build can afford and a request could not.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** What compresses: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html)$/;
/** nginx's own gzip_min_length for the pages: a smaller file gains nothing worth a second file. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` beside every compressible file of `dir` (recursively) that lacks an
 * up-to-date one and gets smaller. Returns how many it wrote and their bytes before and after.
 */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, gzipBytes: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES || upToDate(`${file}.gz`, mtimeMs)) continue;
    const body = readFileSync(file);
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (gzip.length >= size) continue;
    writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += size;
    totals.gzipBytes += gzip.length;
  }
  return totals;
}

function upToDate(gz, sourceMtimeMs) {
  try {
    return statSync(gz).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}
