import type { RunContext } from '../commands/context.ts';
import { ActionError } from '../errors.ts';
import { describeChange, waitForRevision } from './poller.ts';
import { classifyStatus } from './revision-status.ts';
import { statusAwareSchedule } from './schedule.ts';

/**
 * After the revision is known: with `wait`, poll it to its end; without, read its status once.
 * A failed revision fails the job with what the status means.
 */
export async function followRevision(
  ctx: RunContext,
  deploymentId: string,
  revisionId: string,
): Promise<void> {
  const { cp, state, log, inputs } = ctx;
  const fetchStatus = async (): Promise<string> => {
    const { status } = await cp.getRevision(deploymentId, revisionId);
    state.revisionStatus = status;
    return status;
  };
  let status: string;
  if (inputs.wait.enabled) {
    ({ status } = await log.group(`Wait for revision ${revisionId}`, () =>
      waitForRevision({
        fetchStatus,
        schedule: statusAwareSchedule(inputs.wait.poll, state.action === 'create'),
        clock: ctx.clock,
        signal: ctx.signal,
        deadline: ctx.deadline,
        timeoutMs: inputs.wait.timeoutMs,
        history: state.history,
        onChange: (change) => log.info(describeChange(change)),
      }),
    ));
  } else {
    status = await fetchStatus();
    state.history.observe(status, ctx.clock.now());
    log.info(`Revision ${revisionId} is ${status}; not waiting (wait: false).`);
  }
  const meaning = classifyStatus(status);
  if (meaning.verdict === 'failure')
    throw new ActionError({ title: `Revision ${status}`, message: meaning.meaning });
  if (meaning.verdict === 'success') log.info(meaning.meaning);
  if (!state.deploymentUrl && meaning.verdict === 'success') {
    state.deploymentUrl = (await cp.getDeployment(deploymentId)).source_config?.custom_url ?? undefined;
  }
}
