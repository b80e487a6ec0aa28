import Head from 'next/head';

/** A page rendered in a marketer's preview is never indexed (its response also says so: X-Robots-Tag). */
export function NoIndex() {
  return (
    <Head>
      <meta key="robots" name="robots" content="noindex, nofollow" />
    </Head>
  );
}
