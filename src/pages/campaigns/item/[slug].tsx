import { ContentItem } from '@/features/content/ContentItem';
import { contentItemProps, onFirstRequest, type ContentItemProps } from '@/features/content/page-props';

/** Not a route of its own: `?campaign=slug` on the list's route is rewritten here (src/routes/table.js CONTENT_ITEMS). */
const CampaignPage = ({ slug, page, preview, unavailable }: ContentItemProps) => <ContentItem kind="campaign" slug={slug} item={page} preview={preview} unavailable={unavailable} />;

export default CampaignPage;
export const getStaticPaths = onFirstRequest;
export const getStaticProps = contentItemProps('campaign');
