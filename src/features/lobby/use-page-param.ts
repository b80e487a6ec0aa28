import { useRouter } from 'next/router';

/** The list page asked for in ?page=N, kept within 1..pageCount (anything else is page 1). */
export function usePageParam(total: number, pageSize: number): { page: number; pageCount: number } {
  const { query } = useRouter();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const requested = Number(typeof query.page === 'string' ? query.page : 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
  return { page, pageCount };
}
