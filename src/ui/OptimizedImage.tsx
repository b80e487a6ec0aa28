import { deviceSizes, imageSizes, qualities } from '@/lib/image-config';

export type OptimizedImageProps = {
  src: string;
  alt: string;
  /** CSS px; the 1x and 2x sources are the optimizer's nearest widths at or above it and twice it. */
  width: number;
  height: number;
  /** One of next.config.js's `images.qualities` (the optimizer refuses others). */
  quality?: number;
  /** Above the fold: not lazy. */
  priority?: boolean;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest paint, so the browser fetches it before other images. */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

const OPTIMIZER = '/_next/image';
const widths = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);
// As Next's own loader: the configured quality nearest to its default of 75.
const DEFAULT_QUALITY = qualities.reduce((best, q) => (Math.abs(q - 75) < Math.abs(best - 75) ? q : best), qualities[0] ?? 75);

/** The smallest width the optimizer serves that covers `px`, or its largest. */
const servedWidth = (px: number) => widths.find((w) => w >= px) ?? widths[widths.length - 1] ?? px;

const optimizerUrl = (src: string, width: number, quality: number) => `${OPTIMIZER}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;

/**
 * The attributes next/image's `getImageProps` gives a fixed-size image (same optimizer URLs,
 * 1x/2x srcset, lazy loading, async decoding), built here: next/image is CommonJS, so
 * importing `getImageProps` from it also shipped its client component, and the module it
 * wraps is private. A jest test holds the two to the same output.
 */
export function optimizedImgProps({ src, alt, width, height, quality = DEFAULT_QUALITY, priority = false, loading, fetchPriority, className }: OptimizedImageProps) {
  const lazy = !priority && (loading === undefined || loading === 'lazy');
  // The optimizer cannot fetch inline images; next/image leaves them as they are, and eager.
  if (src.startsWith('data:') || src.startsWith('blob:')) return { alt, width, height, loading, fetchPriority, decoding: 'async', className, src } as const;
  const sources = [...new Set([width, width * 2].map(servedWidth))];
  const srcSet = sources.map((w, i) => `${optimizerUrl(src, w, quality)} ${i + 1}x`).join(', ');
  // src last: React sets attributes in order, and Safari starts fetching src before it sees srcset.
  const largest = sources[sources.length - 1] ?? width;
  return { alt, width, height, loading: lazy ? 'lazy' : loading, fetchPriority, decoding: 'async', className, srcSet, src: optimizerUrl(src, largest, quality) } as const;
}

/**
 * An optimised <img> without next/image's client component, which reads the router context
 * and so re-rendered each of a lobby's dozens of tiles on every router change (once right after
 * hydrating), and whose onLoad and placeholder handling we do not use.
 */
export function OptimizedImage(props: OptimizedImageProps) {
  const { alt, ...img } = optimizedImgProps(props);
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's URLs, built above
  return <img alt={alt} {...img} />;
}
