import { lazyCall } from '@/api/lazy';
import type { SiteSettings } from '@/api/schemas/content';
import type { Locale } from '@/routes/href';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

/** What the footer gets when the client's chunk does not load: no settings (the static footer). */
const NO_SETTINGS: SiteSettings = { site_name: '', tagline: '', support_email: '', footer_links: [], footer_html: '', social: [] };

const getSiteSettings = lazyCall('content', 'getSiteSettings', NO_SETTINGS);

/** The site settings of a locale (footer links and text); empty when the content service fails. */
export function useSiteSettings(locale: Locale): SiteSettings | undefined {
  return useQuery(contentKeys.siteSettings(locale), () => getSiteSettings(locale), { revalidateOnFocus: false }).data;
}
