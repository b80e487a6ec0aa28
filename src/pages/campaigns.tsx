import { contentListProps, type ContentListProps } from '@/features/content/content-props';
import { ContentListScreen } from '@/features/content/ContentListScreen';

const CampaignsPage = ({ items }: ContentListProps) => <ContentListScreen kind="campaign" items={items} />;

export default CampaignsPage;
export const getStaticProps = contentListProps('campaign');
