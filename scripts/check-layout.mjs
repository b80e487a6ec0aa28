// The third step of `npm test` (after ensure-browser and ensure-cluster-tools): Next.js takes
// `src/app` or `app/` for its App Router, and then warns on every build and start that i18n is
// unsupported there. This app uses the pages router; its composition root is `src/root`
// (docs/decisions.md, "Composition root").
import { existsSync } from 'node:fs';

const found = ['src/app', 'app'].filter((dir) => existsSync(dir));
if (found.length) {
  console.error(
    `\n${found.join(' and ')} must not exist: Next.js reads it as the App Router directory and warns that ` +
      'i18n is unsupported there. Put composition code in src/root (see docs/decisions.md, "Composition root").\n',
  );
  process.exit(1);
}
