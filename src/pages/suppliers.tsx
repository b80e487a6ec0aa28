import { providersProps, type ProvidersProps } from '@/features/lobby/lobby-props';
import { ProvidersScreen } from '@/features/lobby/ProvidersScreen';

const SuppliersPage = (props: ProvidersProps) => <ProvidersScreen {...props} />;

export default SuppliersPage;
export const getStaticProps = providersProps;
