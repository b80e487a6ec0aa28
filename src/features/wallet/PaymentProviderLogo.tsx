import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';

/** CSS px: the box is fixed, so the logo arriving (or never arriving) moves nothing above it. */
const PAYMENT_LOGO_WIDTH = 120;
const PAYMENT_LOGO_HEIGHT = 40;

/**
 * The configured logo and name, read at render: next.config.js inlines both at build time
 * (src/lib/service-urls.js, the mock's provider unless configured), and jest sets them per
 * test. Read here rather than in src/lib/env.ts, which is on every page's first load.
 */
const configured = () => ({
  src: (process.env.NEXT_PUBLIC_PAYMENT_LOGO_URL ?? '').trim(),
  name: (process.env.NEXT_PUBLIC_PAYMENT_PROVIDER_NAME ?? '').trim(),
});

/**
 * The payment provider's logo beside the deposit button (spec 7.4, a third party's image). A
 * plain <img>, not OptimizedImage: the optimizer fetches only from IMAGE_HOSTS (the content
 * service), while the CSP's img-src allows PAYMENT_PROVIDER_ORIGINS, where a production build
 * requires the logo to be. Nothing shows without a configured logo and name, or once the image
 * fails: the deposit works the same without it.
 */
export function PaymentProviderLogo() {
  const { t } = useTranslation('account');
  const [broken, setBroken] = useState(false);
  const { src, name } = configured();
  if (!src || !name || broken) return null;
  return (
    <Logo
      src={src}
      alt={t('deposit.providerLogo', { name })}
      width={PAYMENT_LOGO_WIDTH}
      height={PAYMENT_LOGO_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      data-testid="payment-provider-logo"
    />
  );
}

const Logo = styled.img`
  justify-self: center;
  width: ${PAYMENT_LOGO_WIDTH}px;
  height: ${PAYMENT_LOGO_HEIGHT}px;
  object-fit: contain;
`;
