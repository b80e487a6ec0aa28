import { act } from '@testing-library/react';

/** The browser showing this page again from its back/forward cache, as it was left (Back after leaving the site). */
export const restoreFromBackForwardCache = () => act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
