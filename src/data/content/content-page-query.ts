import { lazyCall } from '@/api/lazy';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getPage = lazyCall('content', 'getPage', null);

/**
 * One campaign, article or page by slug, drafts too with `preview`; null when it is missing
 * or the content service fails (spec 7.4).
 */
export function useContentPageQuery(slug: string, preview: boolean) {
  return useQuery(contentKeys.page(slug, preview), () => getPage(slug, { preview }), { revalidateOnFocus: false });
}
