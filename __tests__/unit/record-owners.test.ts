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

let found: RecordWrites;
beforeAll(() => {
  found = runStateWrites({ [PLANTED]: PLANTED_TEXT });
});

test('every write to the run state is in a folder that owns its record', () => {
  expect(ownerViolations(found).filter((w) => !w.where.startsWith(PLANTED))).toEqual([]);
});

test('a write from another folder is found through accesses, variables, parameters, views and returned records', () => {
  expect(
    ownerViolations(found)
      .filter((w) => w.where.startsWith(PLANTED))
      .map((w) => `${w.where.slice(PLANTED.length + 1)} ${w.records.join(', ')}`),
  ).toEqual([
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
