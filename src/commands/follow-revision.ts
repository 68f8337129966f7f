import type { RunContext } from '../deploy/context.ts';
import { ActionError } from '../errors.ts';
import { describeChange, waitForRevision } from '../wait/poller.ts';
import { classifyStatus } from '../wait/revision-status.ts';
import { statusAwareSchedule } from '../wait/schedule.ts';

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
    state.status = status;
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
        timeline: state.timeline,
        onChange: (change) => log.info(describeChange(change)),
      }),
    ));
  } else {
    status = await fetchStatus();
    state.timeline.observe(status, ctx.clock.now());
    log.info(`Revision ${revisionId} is ${status}; not waiting (wait: false).`);
  }
  const meaning = classifyStatus(status);
  if (meaning.verdict === 'failure') throw new ActionError(`Revision ${status}`, meaning.meaning);
  if (meaning.verdict === 'success') log.info(meaning.meaning);
  if (!state.deploymentUrl && meaning.verdict === 'success') {
    state.deploymentUrl = (await cp.getDeployment(deploymentId)).source_config?.custom_url ?? undefined;
  }
}
