import { dynamicPaths, groupPageProps, type GroupPageProps, type GroupUnavailableProps } from '@/features/lobby/lobby-props';
import { GroupScreen } from '@/features/lobby/GroupScreen';
import { UnavailableScreen } from '@/features/lobby/UnavailableScreen';

const LiveCasinoGroupPage = (props: GroupPageProps | GroupUnavailableProps) =>
  props.group ? <GroupScreen {...props} /> : <UnavailableScreen route="liveCasinoGroup" />;

export default LiveCasinoGroupPage;
export const getStaticPaths = dynamicPaths;
export const getStaticProps = groupPageProps('live');
