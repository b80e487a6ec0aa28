import { contentPagePaths, contentPageProps, type ContentPageProps } from '@/features/content/page-props';
import { ContentPageScreen } from '@/features/content/ContentPageScreen';

const InfoPage = ({ page }: ContentPageProps) => <ContentPageScreen page={page} />;

export default InfoPage;
export const getStaticPaths = contentPagePaths;
export const getStaticProps = contentPageProps;
