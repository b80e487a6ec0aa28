import { ContentItem } from '@/features/content/ContentItem';
import { contentItemProps, onFirstRequest, type ContentItemProps } from '@/features/content/page-props';

/** Not a route of its own: `?article=slug` on the list's route is rewritten here (src/routes/table.js CONTENT_ITEMS). */
const NewsItemPage = ({ slug, page, preview, unavailable }: ContentItemProps) => <ContentItem kind="article" slug={slug} item={page} preview={preview} unavailable={unavailable} />;

export default NewsItemPage;
export const getStaticPaths = onFirstRequest;
export const getStaticProps = contentItemProps('article');
