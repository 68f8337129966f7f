import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/**
 * Names that look like another without a control character in them: a zero-width space, a word
 * joiner, a byte-order mark, a Cyrillic `а` for the Latin `a`, a full-width digit. Cleaning does not
 * touch them (a joiner belongs to words of several scripts and to emoji, which a dataset's name may
 * hold): they are part of the name, and a lookup compares names by their code points, so none of
 * them is ever taken for `my-agent` or for a preview (docs/trust-boundaries.md, "What is escaped").
 */
let emulator: Emulator;
let github: FakeGitHub;
beforeEach(async () => {
  [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
});
afterEach(() => Promise.all([emulator.close(), github.close()]));

const LOOKALIKES = [
  'my-agent\u200b',
  '\u2060my-agent',
  '\ufeffmy-agent',
  'my-\u0430gent', // Cyrillic а
  'my-agent\u00ad', // soft hyphen
];
const writesTo = (id: string) =>
  emulator.requests.filter((r) => r.method !== 'GET' && r.path.includes(id)).map((r) => r.route);

describe('names that only look like the one asked for', () => {
  test('deploy, rollback and delete of my-agent never act on them', async () => {
    const rows = LOOKALIKES.map((name) => emulator.store.seedDeployed(name));
    const deploy = await runInProcess(emulatorInputs(emulator, { name: 'my-agent' }));
    expect(deploy.exitCode).toBe(0);
    expect(deploy.state.target.created).toBe(true);
    const made = deploy.outputs.deployment_id!;
    const rollback = await runInProcess(
      emulatorInputs(emulator, { command: 'rollback', name: 'my-agent', wait: 'false' }),
    );
    expect(rollback.outputs.deployment_id).toBe(made);
    const deleted = await runInProcess(emulatorInputs(emulator, { command: 'delete', name: 'my-agent' }));
    expect(deleted.exitCode).toBe(0);
    const again = await runInProcess(emulatorInputs(emulator, { command: 'delete', name: 'my-agent' }));
    expect(again.state.target.deleteResult).toBe('NOT_FOUND');
    for (const row of rows) {
      expect(writesTo(row.id)).toEqual([]);
      expect(emulator.store.deployments.has(row.id)).toBe(true);
    }
  });

  test('prune never takes one for a preview of a closed pull request', async () => {
    const previews = [
      'my-agent-pr-3\u200b',
      'my-agent-pr-\u200b3',
      'my-\u0430gent-pr-3',
      'my-agent-pr-\uff13', // full-width 3
      'my-agent-pr-\u0663', // Arabic-Indic 3
    ].map((name) => emulator.store.seedDeployed(name));
    github.pulls = { 3: 'closed' };
    const run = await runInProcess(
      {
        api_key: EMULATOR_API_KEY,
        api_url: emulator.url,
        command: 'prune',
        name: 'my-agent',
        github_token: 'ghs_x',
      },
      { env: { GITHUB_API_URL: github.url } },
    );
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.outputs.pruned!)).toEqual([]);
    for (const row of previews) expect(writesTo(row.id)).toEqual([]);
    expect(github.requests.filter((r) => r.path.includes('/pulls/'))).toEqual([]);
  });
});
