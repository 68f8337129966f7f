/**
 * The production gate on the emulator, with the action's default polling: how long from "the new
 * revision failed its smoke test" to "the previous revision serves again and passes", and the
 * calls that took.
 */
import { startEmulator } from '../emulator/server.ts';
import { startAgentServer } from '../__tests__/agent-server/local.ts';
import { startRevisionRouter } from '../__tests__/agent-server/router.ts';
import { startBundle } from '../__tests__/helpers/bundle.ts';
import { EMULATOR_INTEGRATION_ID } from '../emulator/store.ts';
import { EMULATOR_API_KEY } from '../emulator/server.ts';

export interface RollbackTiming {
  /** From the smoke-test failure showing in the log to the run's end (restored revision smoke-tested). */
  ms: number;
  /** Control-plane requests in that time. */
  controlPlaneCalls: number;
  /** The redeploy revision's scripted time to DEPLOYED (a redeploy reuses the built image). */
  scriptedMs: number;
}

export async function rollbackTiming(): Promise<RollbackTiming> {
  const agent = await startAgentServer({ workers: 4, echoDelayMs: 200 });
  const emulator = await startEmulator();
  emulator.store.seedDeployed('agent');
  const bad = emulator.store.push('main');
  const router = await startRevisionRouter(agent.url, emulator, (commit) =>
    commit === bad ? 'fail' : 'echo',
  );
  emulator.options.customUrl = () => router.url;
  // The update: a short build. The redeploy of the earlier revision: no build, a rolling restart.
  emulator.store.nextScripts.push(
    [
      { status: 'QUEUED', ms: 1_000 },
      { status: 'BUILDING', ms: 3_000 },
      { status: 'DEPLOYING', ms: 2_000 },
      { status: 'DEPLOYED' },
    ],
    [{ status: 'QUEUED', ms: 2_000 }, { status: 'DEPLOYING', ms: 15_000 }, { status: 'DEPLOYED' }],
  );
  try {
    const run = startBundle(
      {
        api_key: EMULATOR_API_KEY,
        api_url: emulator.url,
        integration_id: EMULATOR_INTEGRATION_ID,
        smoke_test: 'true',
        assistant_id: 'agent',
        smoke_checks: 'run',
        rollback_on_failure: 'true',
      },
      { GITHUB_SHA: bad },
    );
    let failedAt: number | undefined;
    let seen = '';
    run.child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (failedAt === undefined && seen.includes('failed its smoke test; rollback_on_failure is on'))
        failedAt = Date.now();
    });
    const result = await run.done;
    const end = Date.now();
    if (failedAt === undefined || result.outputs.rolled_back !== 'true')
      throw new Error(`no rollback:\n${result.stdout}`);
    return {
      ms: end - failedAt,
      controlPlaneCalls: emulator.requests.filter((r) => r.at >= failedAt!).length,
      scriptedMs: 17_000,
    };
  } finally {
    await Promise.all([emulator.close(), router.close()]);
    await agent.close();
  }
}
