import { homeProps, type HomeProps } from '@/features/lobby/lobby-props';
import { HomeScreen } from '@/features/lobby/HomeScreen';

const HomePage = (props: HomeProps) => <HomeScreen {...props} />;

export default HomePage;
export const getStaticProps = homeProps;
