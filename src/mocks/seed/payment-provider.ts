import { MOCK_PAYMENT_LOGO_PATH, MOCK_PAYMENT_PROVIDER_NAME } from '@/lib/service-urls';

/**
 * The mock's payment provider: its name (its pages' titles, and the app's default
 * NEXT_PUBLIC_PAYMENT_PROVIDER_NAME in a run on the mock: src/lib/service-urls.js) and its logo,
 * drawn as SVG and served as PNG (raster.ts).
 */
export const PAYMENT_PROVIDER_NAME = MOCK_PAYMENT_PROVIDER_NAME;

/** Where the mock serves the logo, on its own origin (the default NEXT_PUBLIC_PAYMENT_LOGO_URL). */
export const PAYMENT_LOGO_PATH = MOCK_PAYMENT_LOGO_PATH;

/** The logo at twice the 120×40 CSS px the deposit panel shows it at, for sharp high-density screens. */
export function paymentLogoSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" font-family="system-ui, sans-serif">' +
    '<rect width="240" height="80" rx="14" fill="#0d6b3a"/>' +
    '<circle cx="38" cy="40" r="18" fill="none" stroke="#fff" stroke-width="6"/>' +
    '<text x="68" y="40" dy="0.35em" font-weight="700" font-size="26" fill="#fff">' +
    `${PAYMENT_PROVIDER_NAME}</text>` +
    '</svg>'
  );
}
