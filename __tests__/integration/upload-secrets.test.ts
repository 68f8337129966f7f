import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';

/** source: upload, in process against the emulator: what must never leave the runner. */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const config = JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } });

test('a file whose name holds a secret the action was given is never uploaded, and the name is shown redacted', async () => {
  const openai = 'sk-proj-0123456789abcdefghij';
  // A cache an earlier step wrote, keyed by the key itself: its bytes are harmless, its name is not.
  const ws = workspaceWith({
    'agent/langgraph.json': config,
    'agent/g.py': 'g = 1\n',
    [`agent/.cache/${openai}/session.json`]: '{}',
  });
  const run = await runInProcess(uploadInputs(emulator, { secrets: `OPENAI_API_KEY=${openai}` }), {
    env: uploadEnv(ws),
  });
  expect(run.exitCode).toBe(1);
  expect(run.state.failure?.title).toBe('Secret in the source');
  expect(run.stdout).toContain('  - .cache/***/session.json (secrets: OPENAI_API_KEY, in its name)');
  expect(emulator.requests).toEqual([]);
  expect(emulator.storage.uploads.size).toBe(0);
  for (const value of [openai, EMULATOR_API_KEY]) {
    expect(run.stdout.split('\n').filter((l) => l.includes(value) && !l.startsWith('::add-mask::'))).toEqual(
      [],
    );
    expect(run.summary).not.toContain(value);
  }
});

test('a signed upload URL whose host name resolves to the metadata address is refused at once: nothing sent, no revision', async () => {
  const ws = workspaceWith({ 'agent/langgraph.json': config, 'agent/g.py': 'g = 1\n' });
  const host = '169.254.169.254.nip.io';
  emulator.faults.add({
    route: 'upload-url',
    fault: {
      kind: 'rewrite',
      set: { upload_url: `https://${host}/bucket/o?X-Goog-Signature=${'a'.repeat(64)}` },
    },
    times: 5,
  });
  const looked: string[] = [];
  const run = await runInProcess(uploadInputs(emulator), {
    env: uploadEnv(ws),
    lookup: async (name) => {
      looked.push(name);
      return name === host ? ['169.254.169.254'] : ['93.184.216.34'];
    },
  });
  expect(run.exitCode).toBe(1);
  expect(run.state.failure).toMatchObject({ title: 'Unsafe upload URL' });
  expect(run.state.failure!.message).toContain(
    `https://${host}/bucket/o?… to upload the source to: ${host} resolves to 169.254.169.254, a link-local address (where cloud metadata services answer). Nothing was sent there`,
  );
  expect(looked).toEqual([host]); // the control plane is at an address: nothing to look up
  expect(emulator.requests.filter((r) => r.route === 'patch-deployment')).toEqual([]);
});
