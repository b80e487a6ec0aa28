import { dynamicPaths, groupPageProps, type GroupPageProps } from '@/features/lobby/lobby-props';
import { GroupScreen } from '@/features/lobby/GroupScreen';

const LiveCasinoGroupPage = (props: GroupPageProps) => <GroupScreen {...props} />;

export default LiveCasinoGroupPage;
export const getStaticPaths = dynamicPaths;
export const getStaticProps = groupPageProps('live');
