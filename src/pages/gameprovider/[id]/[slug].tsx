import { dynamicPaths, providerPageProps, type ProviderPageProps, type ProviderUnavailableProps } from '@/features/lobby/lobby-props';
import { ProviderScreen } from '@/features/lobby/ProviderScreen';
import { UnavailableScreen } from '@/features/lobby/UnavailableScreen';

const GameProviderPage = (props: ProviderPageProps | ProviderUnavailableProps) =>
  props.supplier ? <ProviderScreen {...props} /> : <UnavailableScreen route="gameProvider" />;

export default GameProviderPage;
export const getStaticPaths = dynamicPaths;
export const getStaticProps = providerPageProps;
