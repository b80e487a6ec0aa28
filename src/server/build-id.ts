import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let buildId: string | undefined;

/** The build this server runs: `.next/BUILD_ID` (the standalone server runs from its own folder). */
export function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'unknown';
    }
  }
  return buildId;
}
