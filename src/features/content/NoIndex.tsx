import Head from 'next/head';

/**
 * Keeps a page out of search: one rendered in a marketer's preview (its response also says so:
 * X-Robots-Tag), and an item not found or not loaded, which its list's address answers with 200.
 */
export function NoIndex() {
  return (
    <Head>
      <meta key="robots" name="robots" content="noindex, nofollow" />
    </Head>
  );
}
