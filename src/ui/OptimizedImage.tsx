import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised <img>: the srcset through the image optimizer, sizes, quality and lazy
 * loading, from `getImageProps`. It leaves out next/image's client component, which reads the
 * router context and so re-rendered each of a lobby's dozens of tiles on every router change
 * (once right after hydrating), and whose onLoad and placeholder handling we do not use.
 */
export function OptimizedImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own <img>; alt is in props
  return <img {...img} />;
}
