import { groupRows, lobbyProps, type LobbyProps } from '@/features/lobby/lobby-props';
import { LobbyScreen } from '@/features/lobby/LobbyScreen';

const LiveCasinoPage = (props: LobbyProps) => <LobbyScreen route="liveCasino" {...props} />;

export default LiveCasinoPage;
export const getStaticProps = lobbyProps('liveCasino', () => groupRows('live'));
