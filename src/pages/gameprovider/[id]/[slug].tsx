import * as z from 'zod/mini';
import { RoutePage } from '@/ui/RoutePage';
import { dynamicTranslations } from '@/lib/i18n/static-props';
import { idParam, slugParam } from '@/routes/params';

const GameProviderPage = () => <RoutePage route="gameProvider" />;

export default GameProviderPage;
export const getStaticPaths = () => ({ paths: [], fallback: 'blocking' as const });
export const getStaticProps = dynamicTranslations(z.object({ id: idParam, slug: slugParam }));
