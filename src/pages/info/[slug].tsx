import { contentPagePaths, contentPageProps, type ContentPageProps } from '@/features/content/page-props';
import { ContentPageScreen } from '@/features/content/ContentPageScreen';

const InfoPage = ({ page, preview }: ContentPageProps) => <ContentPageScreen page={page} preview={preview} />;

export default InfoPage;
export const getStaticPaths = contentPagePaths;
export const getStaticProps = contentPageProps;
