import { contentListProps, type ContentListProps } from '@/features/content/content-props';
import { ContentListScreen } from '@/features/content/ContentListScreen';

const CampaignsPage = ({ items, unavailable }: ContentListProps) => <ContentListScreen kind="campaign" items={items} unavailable={unavailable} />;

export default CampaignsPage;
export const getStaticProps = contentListProps('campaign');
