import { formatDuration } from '../time/duration.ts';
import { reportedStatus, type RunState } from '../run/run-state.ts';
import { endingOf } from './ending.ts';
import { INTERNAL_ERROR_STATUS } from './internal-error.ts';

/**
 * The command line's last line for a person reading it: how the run ended, the deployment, the
 * revision, its status, the URL that serves and the time taken — what a reader scrolls back for,
 * on one line (`--json` has it as data instead). Parts the run does not know are left out.
 */
export function recapLine(state: RunState): string {
  const ending = endingOf(state);
  const name = state.target.deploymentName ?? state.target.deploymentId;
  const status = state.failure?.internal ? INTERNAL_ERROR_STATUS : reportedStatus(state);
  const url = state.target.action !== 'delete' && ending.serves ? state.target.deploymentUrl : undefined;
  const took =
    state.finishedAt === undefined ? undefined : formatDuration(state.finishedAt - state.startedAt);
  return [
    state.failure ? state.failure.title : state.dryRun.plan ? 'Dry run done' : 'Done',
    name && `deployment ${name}`,
    state.revision.id && `revision ${state.revision.id}`,
    status,
    url,
    took && `took ${took}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
