import { deleteQuery, requestLine } from '../control-plane/client.ts';
import { HttpError } from '../base/errors.ts';
import type { RunContext } from '../run/context.ts';
import { onceWithRecovery } from './recover.ts';

/** What deleting a deployment found: it was deleted, or there was none (already gone). */
export type Deleted = 'DELETED' | 'NOT_FOUND';

/**
 * Deletes a deployment (and its tracing project with `delete_tracing_project`), sent once: when
 * the outcome is unknown, the deployment is read first, and one that is gone counts as deleted.
 * A 404 is NOT_FOUND, not a failure: a teardown may run twice.
 */
export async function deleteDeployment(ctx: RunContext, id: string, subject?: string): Promise<Deleted> {
  const options = { tracingProject: ctx.inputs.deleteTracingProject };
  try {
    await onceWithRecovery(
      ctx,
      'delete',
      async () => {
        await ctx.cp.deleteDeployment(id, options);
        return true;
      },
      // Gone: deleted. A deployment still there is no answer yet.
      async () => {
        try {
          await ctx.cp.getDeployment(id);
          return undefined;
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return true;
          throw error;
        }
      },
      subject,
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'NOT_FOUND';
    throw error;
  }
  return 'DELETED';
}

/** The request a delete sends, as a dry run's plan names it. */
export function deleteRequestLine(ctx: RunContext, id: string): string {
  const query = deleteQuery({ tracingProject: ctx.inputs.deleteTracingProject });
  return requestLine('delete-deployment', { deployment_id: id }, query);
}

/** What a delete also removes, for the log: its tracing project, when asked. */
export function deletedWith(ctx: RunContext): string {
  return ctx.inputs.deleteTracingProject ? ' and its tracing project' : '';
}
