/**
 * `npm run demo`: the action on this machine, against the emulated control plane and the real
 * open-source agent server (the test suite's echo and fail graphs), run as the runner runs it.
 *
 *   npm run demo                      deploy (create), smoke-test it and run the agent checks of
 *                                     examples/checks.yaml; then an update whose new revision fails
 *                                     its smoke test, and one whose agent's answers regressed: each
 *                                     is rolled back
 *   npm run demo -- --failing-build   an update whose build fails: the build log's tail in the CI log
 *   npm run demo -- --upload          deploy the workspace's source (source: upload), no integration
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EMULATOR_API_KEY, startEmulator } from '../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../emulator/store.ts';
import { startAgentServer } from '../__tests__/agent-server/local.ts';
import { startRevisionRouter } from '../__tests__/agent-server/router.ts';

const ROOT = join(import.meta.dirname, '..');
const USAGE = `Usage: npm run demo [-- --failing-build | --upload | --help]

  (none)            deploy (create), smoke-test it and run the agent checks of
                    examples/checks.yaml; then an update whose new revision fails its smoke
                    test, and one whose agent's answers regressed: each is rolled back
  --failing-build   an update whose build fails: the build log's tail in the CI log
  --upload          deploy the workspace's source (source: upload), no integration
  --help            this text`;

let flags: { 'failing-build': boolean; upload: boolean; help: boolean };
try {
  ({ values: flags } = parseArgs({
    options: {
      'failing-build': { type: 'boolean', default: false },
      upload: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

/**
 * Runs dist/index.js as the runner would; prints its log as it comes, then its outputs. The demo
 * fails unless the step exits `meant` (some fail on purpose).
 */
async function step(
  title: string,
  meant: number,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<void> {
  console.log(`\n━━━ ${title} ━━━\n`);
  const dir = mkdtempSync(join(tmpdir(), 'lgda-demo-'));
  const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/index.js')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...files,
        GITHUB_REPOSITORY: 'acme/demo-agent',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_SHA: emulator.store.head('main'),
        INPUT_API_KEY: EMULATOR_API_KEY,
        INPUT_API_URL: emulator.url,
        INPUT_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
        INPUT_NAME: 'demo-agent',
        INPUT_SECRETS: 'OPENAI_API_KEY=sk-demo-not-a-real-key',
        INPUT_POLL_INTERVAL: '500ms',
        INPUT_POLL_MAX_INTERVAL: '1s',
        ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
        ...env,
      },
    });
    child.on('close', resolve);
  });
  console.log(`\nExit code ${code}. Outputs (GITHUB_OUTPUT):`);
  const lines = readFileSync(files.GITHUB_OUTPUT, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\w+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value = lines[++i] === m[2] ? '' : lines[i]!;
    console.log(`  ${m[1]} = ${value.length > 110 ? `${value.slice(0, 107)}...` : value}`);
  }
  console.log(`Job summary: ${files.GITHUB_STEP_SUMMARY}`);
  // The agent checks' tables, as the job summary shows them.
  const summary = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
  for (const table of summary.matchAll(/^#{3,4} Agent checks[^\n]*\n(?:\n|[^#\n][^\n]*\n)*/gm))
    console.log(`\n${table[0].trim()}`);
  if (code !== meant) {
    asMeant = false;
    console.log(`\n(This step exited ${code}, not ${meant} as it is meant to: the demo failed.)`);
  }
}

console.log('Starting the local agent server…');
const agent = await startAgentServer({ workers: 4, echoDelayMs: 1_000 });
const emulator = await startEmulator({
  script: [
    { status: 'QUEUED', ms: 1_000 },
    { status: 'BUILDING', ms: 3_000 },
    { status: 'DEPLOYING', ms: 2_000 },
    { status: 'DEPLOYED' },
  ],
});
// The deployment URL serves the active revision's graph: the commit pushed as "bad" runs the
// graph that always fails, the one pushed as "regressed" a support agent that states the wrong
// refund policy, every other commit the good support agent.
let bad: string | undefined;
let regressed: string | undefined;
const router = await startRevisionRouter(agent.url, emulator, (commit) =>
  commit && commit === bad ? 'fail' : commit && commit === regressed ? 'agentWrongPolicy' : 'agent',
);
emulator.options.customUrl = () => router.url;
console.log(
  `Emulated control plane at ${emulator.url}, agent server at ${agent.url} (served at ${router.url})`,
);

// The default checks, all five: each passes on the healthy open-source agent server.
const smoke = { smoke_test: 'true', assistant_id: 'agent' };
// The demo succeeds when every step ended as it is meant to.
let asMeant = true;
try {
  if (flags.upload) {
    const workspace = mkdtempSync(join(tmpdir(), 'lgda-demo-ws-'));
    cpSync(join(ROOT, '__tests__', 'agent-server', 'graphs'), join(workspace, 'graphs'), { recursive: true });
    writeFileSync(
      join(workspace, 'langgraph.json'),
      JSON.stringify({ graphs: { agent: './graphs/echo.mjs:graph' } }),
    );
    await step(
      'Deploy the workspace’s source (source: upload)',
      0,
      { ...smoke, source: 'upload', integration_id: '' },
      { GITHUB_WORKSPACE: workspace },
    );
  } else {
    // The agent checks file the repository ships, read from this checkout as from a workspace.
    const checks = { checks: 'examples/checks.yaml' };
    const workspace = { GITHUB_WORKSPACE: ROOT };
    await step(
      '1. Deploy (create), smoke-test the agent server, run the agent checks',
      0,
      { ...smoke, ...checks },
      workspace,
    );
    if (flags['failing-build']) {
      emulator.store.nextScripts.push([
        { status: 'QUEUED', ms: 500 },
        { status: 'BUILDING', ms: 2_000 },
        { status: 'BUILD_FAILED' },
      ]);
      await step('2. An update whose build fails', 1, {});
    } else {
      bad = emulator.store.push('main');
      await step(
        '2. An update whose new revision fails its smoke test: rolled back (rollback_on_failure)',
        1,
        { ...smoke, smoke_checks: 'run', rollback_on_failure: 'true' },
      );
      regressed = emulator.store.push('main');
      await step(
        '3. An update whose agent states the wrong refund policy: its agent checks fail, rolled back',
        1,
        { ...smoke, smoke_checks: 'run', ...checks, rollback_on_failure: 'true' },
        workspace,
      );
      console.log('\n(Steps 2 and 3 fail on purpose: the gate caught each bad revision and rolled it back.)');
    }
  }
} finally {
  await emulator.close();
  await router.close();
  await agent.close();
}
process.exit(asMeant ? 0 : 1);
