import { dynamicPaths, groupPageProps, type GroupPageProps } from '@/features/lobby/lobby-props';
import { GroupScreen } from '@/features/lobby/GroupScreen';

const SlotGroupPage = (props: GroupPageProps) => <GroupScreen {...props} />;

export default SlotGroupPage;
export const getStaticPaths = dynamicPaths;
export const getStaticProps = groupPageProps('slot');
