import { contentListProps, type ContentListProps } from '@/features/content/content-props';
import { ContentListScreen } from '@/features/content/ContentListScreen';

const NewsPage = ({ items, unavailable }: ContentListProps) => <ContentListScreen kind="article" items={items} unavailable={unavailable} />;

export default NewsPage;
export const getStaticProps = contentListProps('article');
