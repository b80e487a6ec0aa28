// The reference: a bare Next.js page of the same version, built and measured in the same run.
export default function Bare() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>Reference for first-load JS and Lighthouse.</p>
    </main>
  );
}
