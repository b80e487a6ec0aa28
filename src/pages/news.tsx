import { contentListProps, type ContentListProps } from '@/features/content/content-props';
import { ContentListScreen } from '@/features/content/ContentListScreen';

const NewsPage = ({ items }: ContentListProps) => <ContentListScreen kind="article" items={items} />;

export default NewsPage;
export const getStaticProps = contentListProps('article');
