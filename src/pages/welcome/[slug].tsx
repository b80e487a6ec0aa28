import { affiliatePagePaths, affiliatePageProps, type AffiliatePageProps } from '@/features/content/page-props';
import { AffiliatePageScreen } from '@/features/content/ContentPageScreen';

const AffiliateLandingPage = ({ page, preview }: AffiliatePageProps) => <AffiliatePageScreen page={page} preview={preview} />;

export default AffiliateLandingPage;
export const getStaticPaths = affiliatePagePaths;
export const getStaticProps = affiliatePageProps;
