import * as z from 'zod/mini';
import { RoutePage } from '@/ui/RoutePage';
import { dynamicTranslations } from '@/lib/i18n/static-props';
import { slugParam } from '@/routes/params';

const GamePlayPage = () => <RoutePage route="gamePlay" />;

export default GamePlayPage;
export const getStaticPaths = () => ({ paths: [], fallback: 'blocking' as const });
export const getStaticProps = dynamicTranslations(z.object({ slug: slugParam }));
