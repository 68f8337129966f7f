/**
 * `npm run demo`: a whole deploy on this machine. Starts the emulated control plane and the
 * open-source agent server (with the test suite's echo graph), runs the bundled action as the
 * runner would — deploy, wait for DEPLOYED, smoke-test the deployment URL — and prints the
 * step's outputs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator } from '../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../emulator/store.ts';
import { startAgentServer } from '../__tests__/agent-server/local.ts';

const ROOT = join(import.meta.dirname, '..');

console.log('Starting the local agent server…');
// The echo graph answers after 1 s, like a quick model: long enough for every double-text.
const agent = await startAgentServer({ workers: 4, echoDelayMs: 1_000 });

const emulator = await startEmulator({
  customUrl: () => agent.url,
  script: [
    { status: 'QUEUED', ms: 1_000 },
    { status: 'BUILDING', ms: 3_000 },
    { status: 'DEPLOYING', ms: 2_000 },
    { status: 'DEPLOYED' },
  ],
});
const dir = mkdtempSync(join(tmpdir(), 'lgda-demo-'));
const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
for (const file of Object.values(files)) writeFileSync(file, '');

console.log(`Emulated control plane at ${emulator.url}, agent server at ${agent.url}\n`);
const code = await new Promise<number | null>((resolve) => {
  const child = spawn(process.execPath, [join(ROOT, 'dist/index.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...files,
      GITHUB_REPOSITORY: 'acme/demo-agent',
      GITHUB_REF: 'refs/heads/main',
      INPUT_API_KEY: EMULATOR_API_KEY,
      INPUT_API_URL: emulator.url,
      INPUT_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
      INPUT_SECRETS: 'OPENAI_API_KEY=sk-demo-not-a-real-key',
      INPUT_POLL_INTERVAL: '500ms',
      INPUT_POLL_MAX_INTERVAL: '1s',
      INPUT_SMOKE_TEST: 'true',
      INPUT_ASSISTANT_ID: 'echo',
      // rollback is left out: the open-source JavaScript agent server keeps a rolled-back running
      // run (as `error`) where the hosted server deletes it, so that check fails against it.
      INPUT_SMOKE_CHECKS: 'run,enqueue,interrupt,stream',
    },
  });
  child.on('close', resolve);
});
await emulator.close();
await agent.close();

console.log('\nOutputs (GITHUB_OUTPUT):');
const lines = readFileSync(files.GITHUB_OUTPUT, 'utf8').split('\n');
for (let i = 0; i < lines.length; i++) {
  const m = /^(\w+)<<(.+)$/.exec(lines[i]!);
  if (!m) continue;
  const value = lines[++i] === m[2] ? '' : lines[i]!;
  console.log(`  ${m[1]} = ${value.length > 120 ? `${value.slice(0, 117)}...` : value}`);
}
console.log(`\nJob summary: ${files.GITHUB_STEP_SUMMARY}`);
process.exit(code ?? 1);
