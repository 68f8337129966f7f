import { beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYERS, ROOT } from '../../scripts/layers.ts';
import {
  ownerViolations,
  RECORD_OWNERS,
  runStateWrites,
  type RecordWrites,
} from '../../scripts/record-owners.ts';

/**
 * Writes from a folder that owns no record (`report/`), each in a shape the finder must see
 * through: the line of each, with the record it writes. Planted beside the real code, in one program.
 */
const PLANTED = 'src/report/planted-writes.ts';
const PLANTED_TEXT = `import type { FleetRow } from '../run/fleet-state.ts';
import type { GateFacts, Rollback, RunState } from '../run/run-state.ts';

export function access(state: RunState): void {
  state.target.action = 'delete';
}
export function variable(state: RunState): void {
  const logs = state.logs;
  logs.noticed.push('build');
}
export function destructured({ serving }: RunState): void {
  serving.active ??= 'r-1';
}
export function loop(state: RunState): void {
  for (const span of state.revision.history.spans) span.until = 0;
}
export function parameter(rollback: Rollback): void {
  rollback.rolledBack = true;
}
export function returned(state: RunState): void {
  const gate = gateOf(state);
  gate.noRollbackOnTimeout = true;
}
function gateOf(state: RunState) {
  return state.gate;
}
function view(into: { verdict?: GateFacts }): void {
  into.verdict = { cause: 'smoke', verdict: 'failed' };
}
export function viewed(state: RunState): void {
  view(state.gate);
}
export function started(state: RunState): void {
  state.rollback = { reason: 'command', to: { id: 'r-1' }, revision: state.revision, rolledBack: false };
  state.inFlight = 'create';
}
export function fresh(): FleetRow[] {
  const rows: FleetRow[] = [];
  rows.push({ deployment: 'a' } as FleetRow);
  const built = freshRollback();
  built.rolledBack = true;
  return rows;
}
function freshRollback(): Rollback {
  return { reason: 'command', to: { id: 'r-1' }, revision: {} as Rollback['revision'], rolledBack: false };
}
`;

/** Writes that reach the state through a library's types: the finder must read them too. */
const PLANTED_LIBRARY = 'src/report/planted-library-writes.ts';
const PLANTED_LIBRARY_TEXT = `import type { Dispatcher } from 'undici';
import { z } from 'zod';
import type { RunState } from '../run/run-state.ts';

function sent(options: Dispatcher.RequestOptions & { state: RunState }): void {
  options.state.inFlight = 'create';
}
export function intersection(state: RunState): void {
  sent({ origin: 'http://127.0.0.1', path: '/', method: 'GET', state });
}
export function nodeCallback(state: RunState): void {
  setTimeout((rollback) => (rollback.rolledBack = true), 0, state.rollback!);
}
export function packageCallback(state: RunState): void {
  z.custom<RunState>()
    .transform((s) => Object.assign(s, { inFlight: 'create' }))
    .parse(state);
}
`;

/** The planted writes of `file`: the line of each, with the records it writes. */
const plantedIn = (file: string): string[] =>
  ownerViolations(found)
    .filter((w) => w.where.startsWith(`${file}:`))
    .map((w) => `${w.where.slice(file.length + 1)} ${w.records.join(', ')}`);

let found: RecordWrites;
beforeAll(() => {
  found = runStateWrites({ [PLANTED]: PLANTED_TEXT, [PLANTED_LIBRARY]: PLANTED_LIBRARY_TEXT });
});

test('every write to the run state is in a folder that owns its record', () => {
  const planted = [PLANTED, PLANTED_LIBRARY];
  expect(ownerViolations(found).filter((w) => !planted.some((p) => w.where.startsWith(`${p}:`)))).toEqual([]);
});

test('a write from another folder is found through accesses, variables, parameters, views and returned records', () => {
  expect(plantedIn(PLANTED)).toEqual([
    '5 Target',
    '9 Logs',
    '12 Serving',
    '15 StatusSpan',
    '18 Rollback',
    '22 Gate',
    '28 Gate',
    '34 Rollback',
    '35 RunState.inFlight',
  ]);
});

test("a write through a library's types is found: an intersection with one, a callback its generic types", () => {
  expect(plantedIn(PLANTED_LIBRARY)).toEqual(['6 RunState.inFlight', '12 Rollback', '16 RunState']);
});

test('every record the run state holds has owners, and every row names a record and folders that exist', () => {
  expect(Object.entries(found.owners).filter(([, owners]) => !owners.length)).toEqual([]);
  expect(found.owners).toMatchObject({
    CaseRun: ['gate'],
    RevisionRef: ['deploy', 'gate'],
    StatusSpan: ['run'],
  });
  expect(Object.keys(RECORD_OWNERS).filter((r) => !found.owners[r.split('.')[0]!])).toEqual([]);
  const folders = LAYERS.flat();
  expect(
    Object.values(RECORD_OWNERS)
      .flat()
      .filter((f) => !folders.includes(f)),
  ).toEqual([]);
});

test('the architecture page points to the table of owners', () => {
  expect(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')).toContain('scripts/record-owners.ts');
});
