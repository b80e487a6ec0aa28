/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Every handler, so route() has registered every call.
import '@/mocks/handlers';
import { registeredCalls } from '@/mocks/handlers/route';

const DOC = join(__dirname, '../../docs/qa-calls.md');
const MADE_BY = ['browser', '**server only**', 'browser and server', 'not called by the app'];

type Row = { call: string; method: string; paths: string[]; madeBy: string };

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');

/** The rows of the doc's table of calls: those whose first cell is a call name in backticks. */
function documentedCalls(): Row[] {
  return readFileSync(DOC, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [call = '', method = '', path = '', , madeBy = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
      return { call: unquote(call), method, paths: path.split('<br>').map(unquote), madeBy };
    });
}

const registered = registeredCalls();

describe('docs/qa-calls.md', () => {
  it('lists every call name route() registers, once, and no other', () => {
    const documented = documentedCalls().map((row) => row.call);
    const names = registered.map((c) => c.call);
    expect({
      notInTheDoc: names.filter((name) => !documented.includes(name)),
      notRegistered: documented.filter((name) => !names.includes(name)),
      twice: documented.filter((name, i) => documented.indexOf(name) !== i),
    }).toEqual({ notInTheDoc: [], notRegistered: [], twice: [] });
    expect(names.length).toBeGreaterThan(80);
  });

  it('gives each call the method and paths it is registered with', () => {
    const byName = new Map(documentedCalls().map((row) => [row.call, row]));
    for (const { call, routes } of registered) {
      const row = byName.get(call);
      expect({ call, method: row?.method, paths: row?.paths }).toEqual({ call, method: [...new Set(routes.map((r) => r.method))].join(', '), paths: routes.map((r) => r.path) });
    }
  });

  it('says who makes each call', () => {
    for (const { call, madeBy } of documentedCalls()) expect({ call, madeBy: MADE_BY.includes(madeBy) }).toEqual({ call, madeBy: true });
  });
});
