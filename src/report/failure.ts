import { internalFailure } from './internal-error.ts';
import type { EndpointName } from '../control-plane/client.ts';
import {
  ActionError,
  CancelledError,
  DeadlineError,
  HttpError,
  NetworkError,
  ResponseFormatError,
  UncertainOutcomeError,
  type Stopped,
} from '../base/errors.ts';
import { ended } from '../base/untrusted.ts';
import { CommitRequired } from '../deploy/built-commit.ts';
import { GateFailed, RollbackEnded } from '../gate/gate-errors.ts';
import { LOG_NAMES } from '../logs/read-log-page.ts';
import {
  commitRequiredWords,
  gateFailedWords,
  noRollbackOnTimeoutWords,
  noRollbackWords,
  rollbackWords,
} from './gate-words.ts';
import { formatDuration } from '../time/duration.ts';
import { pruneStoppedWords } from './prune-words.ts';
import { reportedStatus, type RunState } from '../run/run-state.ts';

export interface Failure {
  title: string;
  message: string;
  /** Set when the run was stopped (timed out, cancelled) rather than failed. */
  stopped?: Stopped;
  /** Set when a bug of ours ended it: the `status` output says INTERNAL_ERROR. */
  internal?: true;
}

interface Hint {
  status: number;
  /** The endpoints the hint is for (control-plane/client.ts); any when absent. */
  endpoints?: EndpointName[];
  title: string;
  next: (e: HttpError, state: RunState) => string;
}

/** The next step for each kind of refusal; the first matching row wins. */
const HTTP_HINTS: Hint[] = [
  {
    status: 401,
    title: 'API key rejected',
    next: () =>
      'Check api_key: it must be a valid LangSmith API key for this instance (region, self_hosted_url, api_url).',
  },
  {
    status: 403,
    title: 'Not allowed',
    next: () =>
      "The API key is not allowed to do this: check tenant_id (the workspace id) and the key's access to deployments.",
  },
  {
    status: 404,
    endpoints: ['get-revision'],
    title: 'Revision gone',
    next: (e) =>
      `The revision or its deployment no longer exists (${e.path}): it was deleted while this run waited.`,
  },
  {
    status: 404,
    endpoints: ['get-deployment', 'patch-deployment', 'delete-deployment'],
    title: 'Deployment not found',
    next: (e) =>
      `Deployment ${decodeURIComponent(e.path.split('/')[3] ?? '')} was not found: check deployment_id, or leave it empty to find the deployment by name.`,
  },
  {
    status: 404,
    endpoints: ['list-repos'],
    title: 'Integration not found',
    next: (e) =>
      `GitHub integration ${decodeURIComponent(e.path.split('/')[4] ?? '')} was not found, or cannot list its repositories: check integration_id, or leave it empty: the action then uses the workspace's only GitHub integration, or lists each one's id and name.`,
  },
  {
    status: 404,
    endpoints: ['auth-wait'],
    title: 'Auth not found',
    next: () => 'No authentication with this auth_id exists: check auth_id.',
  },
  {
    status: 404,
    title: 'Not found',
    next: (e) => `${e.path} was not found: check the control-plane URL (api_url, self_hosted_url).`,
  },
  {
    status: 409,
    endpoints: ['create-deployment'],
    title: 'Name taken',
    next: (_e, state) =>
      `The name "${state.deploymentName ?? ''}" is taken: another deployment, or the LangSmith tracing project a deleted deployment left behind, uses it. Choose another name, or delete that tracing project (LangSmith → Tracing Projects). So that a deleted deployment's name can be used again (a reopened pull request's preview), delete it with delete_tracing_project: true.`,
  },
  {
    status: 422,
    title: 'Request rejected',
    next: (e) =>
      e.fieldErrors.length
        ? `The control plane rejected these fields:\n${e.fieldErrors.map((f) => `  - ${f.loc}: ${f.msg}`).join('\n')}`
        : 'The control plane rejected the request; check the inputs named in the reply.',
  },
];

/**
 * One readable failure, with the next step, from whatever ended the run — and what the run's
 * facts add to it: the first error of the log it showed, why nothing was rolled back, a commit
 * `require_commit` refused.
 */
export function describeFailure(error: unknown, state: RunState): Failure {
  const failure = describe(error, state);
  const log = state.failureLog;
  const after = [
    log?.firstError && !failure.message.includes(log.firstError)
      ? `First error in the ${LOG_NAMES[log.kind]}: ${log.firstError}`
      : undefined,
    noRollbackWords(state),
    state.commitProblem && `${state.commitProblem.message} (require_commit is true.)`,
    noRollbackOnTimeoutWords(state),
  ].filter((line): line is string => Boolean(line));
  return after.length ? { ...failure, message: `${failure.message}\n${after.join('\n')}` } : failure;
}

function describe(error: unknown, state: RunState): Failure {
  if (error instanceof GateFailed) return gateFailedWords(error, state);
  if (error instanceof RollbackEnded) return rollbackWords(error, state);
  if (error instanceof CommitRequired) return commitRequiredWords(error.problem, state);
  if (error instanceof ActionError)
    return { title: error.title, message: error.message, ...(error.stopped && { stopped: error.stopped }) };
  if (error instanceof UncertainOutcomeError) return describe(error.failure, state);
  if (error instanceof HttpError) {
    const hint = HTTP_HINTS.find(
      (h) =>
        h.status === error.status && (!h.endpoints || h.endpoints.includes(error.endpoint as EndpointName)),
    );
    // The sentence first, then the request it is about.
    if (hint) return { title: hint.title, message: `${hint.next(error, state)}\n${ended(error.message)}` };
    const said = error.retryable
      ? 'The control plane kept failing after retries; it may be down: try again later.'
      : `The control plane refused the request (HTTP ${error.status}).`;
    return { title: `HTTP ${error.status}`, message: `${said}\n${ended(error.message)}` };
  }
  if (error instanceof NetworkError) {
    return {
      title: 'Control plane unreachable',
      message: `The control plane could not be reached, after retries: check the network, a proxy (HTTPS_PROXY, NO_PROXY) and the control-plane URL.\n${ended(error.message)}`,
    };
  }
  if (error instanceof ResponseFormatError) {
    return {
      title: 'Unexpected reply',
      message: `The reply was not what the control plane sends: is api_url / self_hosted_url the control plane?\n${ended(error.message)}`,
    };
  }
  if (error instanceof DeadlineError) {
    // A deployed revision whose gate ran out of time: nothing keeps going, it was not judged.
    const unfinished =
      state.checks && (!state.smoke || state.smoke.result === 'passed')
        ? 'its agent checks did not finish'
        : 'was not fully smoke-tested';
    const then = state.prune
      ? ` ${pruneStoppedWords(state.prune)}${keepsGoing(state)} Raise timeout, or run it again.`
      : state.revisionId && reportedStatus(state) === 'DEPLOYED'
        ? ` Revision ${state.revisionId} is deployed and serving, but ${unfinished}: raise timeout, or run the action with command: smoke-test.`
        : `${keepsGoing(state)}${keepWaiting(state)}`;
    return {
      title: 'Timed out',
      message: `Timed out (timeout: ${formatDuration(error.timeoutMs)}) ${error.during}.${then}`,
      stopped: 'timeout',
    };
  }
  if (error instanceof CancelledError) {
    // A deployed revision does not keep going and is not waited for: it serves.
    const then = state.prune
      ? ` ${pruneStoppedWords(state.prune)}${keepsGoing(state)}`
      : state.revisionId && reportedStatus(state) === 'DEPLOYED'
        ? ` Revision ${state.revisionId} is deployed and serves; what this run did after that was not finished. Nothing was deleted.`
        : `${keepsGoing(state)} Nothing was deleted.${state.revisionId ? keepWaiting(state, false) : ''}`;
    return {
      title: 'Cancelled',
      message: `The workflow was cancelled${reportedStatus(state) ? ` (last status ${reportedStatus(state)})` : ''}.${then}`,
      stopped: 'cancelled',
    };
  }
  return internalFailure(error);
}

/** How to go on waiting for the revision: `command: status` with the ids, or a longer timeout. */
function keepWaiting(state: RunState, timedOut = true): string {
  // Without a revision there is nothing to keep waiting for: the run stopped before making one.
  if (!state.deploymentId || !state.revisionId) return ' Raise timeout, and run the workflow again.';
  const longer = state.created ? ' (a first deployment can take 15 minutes)' : '';
  const raise = timedOut ? `, or raise timeout${longer}` : '';
  return `\nTo keep waiting, run the action again with command: status and deployment_id: ${state.deploymentId} (it follows the latest revision, now ${state.revisionId})${raise}.`;
}

function keepsGoing(state: RunState): string {
  const sent = state.inFlight
    ? ` The ${state.inFlight} was sent and not answered: it may have happened on the server.`
    : '';
  return `${state.revisionId ? ` Revision ${state.revisionId} keeps going on the server.` : ''}${sent}`;
}
