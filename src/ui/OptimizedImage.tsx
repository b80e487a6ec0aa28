// next/image's getImageProps, taken from the module it wraps: next/image is CommonJS, so
// importing getImageProps from it also ships its client component (about 2.5 kB gz).
import { getImgProps, type ImageProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';

// Replaced at build time with next.config.js's images settings, as in next/image itself.
const imgConf = process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigComplete;

/**
 * next/image's optimised <img>: the srcset through the image optimizer, sizes, quality and lazy
 * loading, from `getImageProps`. It leaves out next/image's client component, which reads the
 * router context and so re-rendered each of a lobby's dozens of tiles on every router change
 * (once right after hydrating), and whose onLoad and placeholder handling we do not use.
 */
export function OptimizedImage(props: ImageProps) {
  const { props: img } = getImgProps(props, { defaultLoader, imgConf });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own <img>; alt is in props
  return <img {...img} />;
}
