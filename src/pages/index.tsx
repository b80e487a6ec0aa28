import { groupRows, lobbyProps, type LobbyProps } from '@/features/lobby/lobby-props';
import { LobbyScreen } from '@/features/lobby/LobbyScreen';

const HomePage = (props: LobbyProps) => <LobbyScreen route="home" {...props} />;

export default HomePage;
/** Featured groups: the first slot groups and the first live-casino group. */
export const getStaticProps = lobbyProps(async () => [...(await groupRows('slot', 3)), ...(await groupRows('live', 1))]);
