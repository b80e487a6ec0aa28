import { useRouter } from 'next/router';

/** The list page asked for in ?page=N: a positive whole number, anything else is page 1. */
export function useRequestedPage(): number {
  const { query } = useRouter();
  const requested = Number(typeof query.page === 'string' ? query.page : 1);
  return Number.isInteger(requested) && requested >= 1 ? requested : 1;
}

/** The list page asked for in ?page=N, kept within 1..pageCount (anything else is page 1). */
export function usePageParam(total: number, pageSize: number): { page: number; pageCount: number } {
  const requested = useRequestedPage();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: requested <= pageCount ? requested : 1, pageCount };
}
