import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The README's "Writing an e2e spec" example is a spec the suite runs (e2e/readme-example.spec.ts):
 * a newcomer copies code that passes. This holds the two to the same text.
 */
describe('the README example spec', () => {
  it('is e2e/readme-example.spec.ts, word for word', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Writing an e2e spec'));
    const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toBeDefined();
    expect(example).toBe(readFileSync(join(process.cwd(), 'e2e/readme-example.spec.ts'), 'utf8'));
  });
});
