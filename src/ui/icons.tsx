import type { SVGProps } from 'react';

/**
 * Inline icons (no icon font, no emoji font needed): 24×24 stroked paths, drawn by `Icon`. These
 * are the bars' (the navbar's and the phone's top and bottom bars), which every page draws on
 * its first screen, so they come with every page's first load; the icons of panels, dialogs,
 * banners and inner screens are in ./panel-icons.ts and come with them.
 */
export const icons = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  wheel: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3v7l5-5M12 12l5 5M12 12v7M12 12l-5 5M12 12H5M12 12 7 7',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9c0-4 3.6-7 8-7s8 3 8 7',
  search: 'M10.5 3a7.5 7.5 0 1 0 4.7 13.3L20 21l1-1-4.7-4.8A7.5 7.5 0 0 0 10.5 3z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20',
} as const;

/** An icon's path: one of `icons` or of `panelIcons`. Decorative unless given a title. */
export function Icon({ path, size = 22, ...rest }: { path: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
