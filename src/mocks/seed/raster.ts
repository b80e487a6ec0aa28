/**
 * The mock's images as PNG, drawn from the SVGs of logos.ts. A content service stores raster
 * images, which a browser decodes off its main thread; an SVG image is a document of its own that
 * Chrome creates, lays out and paints on the main thread, so SVG logos made `npm run perf`
 * measure work players do not have (docs/decisions.md, "The mock's images are raster").
 */
import sharp from 'sharp';

const drawn = new Map<string, Promise<Uint8Array>>();

/** The PNG of the SVG `draw` returns, drawn once per key: an id or slug always draws the same image. */
export function pngOf(key: string, draw: () => string): Promise<Uint8Array> {
  let image = drawn.get(key);
  if (!image) {
    image = sharp(Buffer.from(draw()))
      .png({ compressionLevel: 9 })
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
    drawn.set(key, image);
    // A failed drawing is drawn again next time rather than failing for good.
    image.catch(() => drawn.delete(key));
  }
  return image;
}
