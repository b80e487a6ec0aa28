/**
 * Props that make an element keep whatever HTML the server put inside it: React hydrates
 * nothing inside an element with `dangerouslySetInnerHTML`, and writes its inner HTML only when
 * the `__html` changes, which this one never does. For a part hidden by its CSS as the page
 * hydrates (`useShownBy` in ./media.ts says which).
 */
export const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;
