import { findTarget, missingWords } from '../deploy/find.ts';
import { newestRevisionId } from '../deploy/revision.ts';
import { ActionError } from '../base/errors.ts';
import { noteAction, recordDeployment } from '../deploy/target.ts';
import { readServing } from '../deploy/read-serving.ts';
import { followRevision, noteRevision } from '../deploy/follow.ts';
import type { RunContext } from '../run/context.ts';
import { readyToJudge } from '../gate/judge.ts';
import { verifyServing } from '../gate/verify.ts';

/** Report the deployment and its latest revision, changing nothing (`wait` applies). */
export async function statusCommand(ctx: RunContext): Promise<void> {
  const { state, cp, inputs } = ctx;
  noteAction(state, 'status');
  const deployment = await findTarget(ctx, inputs.target);
  if (!deployment) {
    throw new ActionError({
      title: 'Deployment not found',
      message: `${missingWords(inputs.target).none}. Check ${missingWords(inputs.target).check}; deploy creates it.`,
    });
  }
  recordDeployment(state, deployment, inputs.target.name);
  const revisionId = deployment.latest_revision_id ?? (await newestRevisionId(cp, deployment.id));
  if (!revisionId)
    throw new ActionError({ title: 'No revision', message: `Deployment ${deployment.id} has no revision` });
  noteRevision(state.revision, { id: revisionId });
  try {
    await followRevision(ctx, deployment.id, revisionId);
    if (readyToJudge(ctx)) await verifyServing(ctx, `revision ${revisionId}`);
  } finally {
    await readServing(ctx).catch(() => undefined);
  }
}
