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
  /** From the smoke test failing to the redeploy of the earlier revision being sent. */
  redeploySentMs: number;
  /** … to the earlier revision serving again (its redeploy reached DEPLOYED, as the emulator says). */
  servingMs: number;
  /** … to the action seeing it DEPLOYED. */
  seenMs: number;
  /** … to the run's end (the restored revision smoke-tested too). */
  endMs: number;
  /** Control-plane requests from the failure to the end. */
  controlPlaneCalls: number;
  /** The redeploy revision's scripted time to DEPLOYED (a redeploy reuses the built image). */
  scriptedMs: number;
}

export async function rollbackTiming(): Promise<RollbackTiming> {
  const agent = await startAgentServer({ workers: 4, echoDelayMs: 200 });
  const emulator = await startEmulator();
  const deployment = emulator.store.seedDeployed('agent');
  const good = deployment.revisions[0]!;
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
    // The emulator knows when the redeploy reached DEPLOYED, and which request first saw it.
    const redeployed = deployment.revisions.find((r) => r.redeployOf === good.id)!;
    const sent = emulator.requests.find((r) => r.route === 'redeploy-revision')!;
    const firstSeen = emulator.requests.find(
      (r) =>
        r.route === 'get-revision' &&
        r.path.endsWith(redeployed.id) &&
        (r.response as { status?: string } | undefined)?.status === 'DEPLOYED',
    )!;
    return {
      redeploySentMs: sent.at - failedAt,
      servingMs: redeployed.deployedAt! - failedAt,
      seenMs: firstSeen.at - failedAt,
      endMs: end - failedAt,
      controlPlaneCalls: emulator.requests.filter((r) => r.at >= failedAt!).length,
      scriptedMs: 17_000,
    };
  } finally {
    await Promise.all([emulator.close(), router.close()]);
    await agent.close();
  }
}
