/**
 * Logos and banners drawn as small SVGs (served as PNG by raster.ts), so the mock backend needs no
 * image files and every tile still looks distinct: a two-colour gradient chosen from the name, with
 * initials.
 */

/** FNV-1a: a stable hash, so a name always gets the same colours. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Up to three initials of the name's words, skipping filler words. */
export function initials(name: string, max = 3): string {
  const words = name
    .split(/[\s-]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w) && !/^(of|the|and|&)$/i.test(w));
  return words
    .slice(0, max)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function palette(seed: string): [string, string] {
  const h = hash(seed);
  const hue = h % 360;
  const shift = 30 + ((h >>> 9) % 90);
  // Dark enough for white large text to pass WCAG contrast on both stops, yellows included.
  return [`hsl(${hue}, 70%, 30%)`, `hsl(${(hue + shift) % 360}, 75%, 22%)`];
}

type TileOptions = { width: number; height: number; label: string; seed: string; title: string; caption?: string };

function tile({ width, height, label, seed, title, caption }: TileOptions): string {
  const [from, to] = palette(seed);
  const id = `g${hash(seed).toString(36)}`;
  const size = Math.round(Math.min(width, height) * (label.length > 2 ? 0.3 : 0.38));
  const captionText = caption
    ? `<text x="50%" y="${height - Math.round(height * 0.1)}" text-anchor="middle" font-size="${Math.round(height * 0.08)}" fill="#fff" fill-opacity="0.85">${escapeXml(caption)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="system-ui, sans-serif">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${Math.round(height * 0.06)}" fill="url(#${id})"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(label)}</text>` +
    captionText +
    `</svg>`
  );
}

/** A game tile: 4:3, the game's initials over a gradient picked by its id and name. */
export function gameLogoSvg(game: { id: number; translation: string }): string {
  return tile({ width: 320, height: 240, label: initials(game.translation), seed: `game:${game.id}:${game.translation}`, title: game.translation });
}

/** A supplier badge: wide, initials with the name as a caption. */
export function supplierLogoSvg(supplier: { id: number; name: string }): string {
  return tile({ width: 320, height: 160, label: initials(supplier.name, 2), seed: `supplier:${supplier.id}`, title: supplier.name, caption: supplier.name });
}

/** A banner for content pages and news articles: 16:9. */
export function bannerSvg(slug: string, title: string): string {
  return tile({ width: 640, height: 360, label: initials(title), seed: `banner:${slug}`, title });
}
