import { dynamicPaths, providerPageProps, type ProviderPageProps } from '@/features/lobby/lobby-props';
import { ProviderScreen } from '@/features/lobby/ProviderScreen';

const GameProviderPage = (props: ProviderPageProps) => <ProviderScreen {...props} />;

export default GameProviderPage;
export const getStaticPaths = dynamicPaths;
export const getStaticProps = providerPageProps;
