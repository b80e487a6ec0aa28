import { groupRows, lobbyProps, type LobbyProps } from '@/features/lobby/lobby-props';
import { LobbyScreen } from '@/features/lobby/LobbyScreen';

const SlotIndexPage = (props: LobbyProps) => <LobbyScreen route="slotIndex" {...props} />;

export default SlotIndexPage;
export const getStaticProps = lobbyProps('slotIndex', () => groupRows('slot'));
