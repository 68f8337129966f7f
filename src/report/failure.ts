import { internalFailure } from './internal-error.ts';
import type { EndpointName } from '../control-plane/client.ts';
import {
  ActionError,
  CancelledError,
  DeadlineError,
  HostNotFoundError,
  hostPort,
  HttpError,
  NetworkError,
  ResponseFormatError,
  UncertainOutcomeError,
  type SettingName,
  type Stopped,
} from '../base/errors.ts';
import { ended } from '../base/untrusted.ts';
import { CommitRequired } from '../deploy/built-commit.ts';
import { GateFailed, RollbackEnded } from '../gate/gate-errors.ts';
import { LOG_NAMES } from '../logs/read-log-page.ts';
import {
  commitRequiredWords,
  commitRuleWords,
  gateFailedWords,
  noRollbackOnTimeoutWords,
  noRollbackWords,
  rollbackWords,
} from './gate-words.ts';
import { formatDuration } from '../time/duration.ts';
import { pruneStoppedWords } from './prune-words.ts';
import { reportedStatus, type RunState } from '../run/run-state.ts';
import type { DeploymentType, Inputs } from '../inputs/types.ts';
import { isLoopbackHost } from '../inputs/endpoint.ts';
import { runAgainWords, runWords } from '../inputs/front-end.ts';

interface Failure {
  title: string;
  message: string;
  /** Set when the run was stopped (timed out, cancelled) rather than failed. */
  stopped?: Stopped;
  /** Set when a bug of ours ended it: the `status` output says INTERNAL_ERROR. */
  internal?: true;
  /**
   * The message without how the run ended, for a report whose headline already says it (the
   * summary after a rollback): why the revision failed, and what the run's facts add.
   */
  why?: string;
}

/** What of the run's inputs a failure's next step may name. */
export type FailureInputs = Pick<Inputs, 'controlPlane' | 'deployment'>;

interface Hint {
  status: number;
  /** The endpoints the hint is for (control-plane/client.ts); any when absent. */
  endpoints?: EndpointName[];
  /** What else the refusal must say: words of its detail, or a field it names. */
  says?: RegExp;
  field?: string;
  title: string;
  next: (e: HttpError, state: RunState, inputs: FailureInputs) => string;
}

/** A 422's field errors, one a line. */
const fieldList = (e: HttpError): string => e.fieldErrors.map((f) => `  - ${f.loc}: ${f.msg}`).join('\n');

/** LangSmith's two names of each deployment type: its docs' and its API's older ones. */
const OTHER_SPELLING: Partial<Record<DeploymentType, DeploymentType>> = {
  serverless: 'dev',
  dedicated: 'prod',
  dev: 'serverless',
  prod: 'dedicated',
};

/** The docs page on listeners, as the Go client links it. */
const LISTENERS_DOCS = 'https://docs.langchain.com/langsmith/control-plane#listeners';

/**
 * The next step for each kind of refusal; the first matching row wins. The rows with `says` or
 * `field` are the refusals LangSmith's own deploy clients recognise by their words, worded as
 * they word them (docs/platform-compatibility.md).
 */
const HTTP_HINTS: Hint[] = [
  {
    status: 403,
    says: /requires workspace specification/,
    title: 'Workspace required',
    next: () =>
      "The API key is org-scoped and requires a workspace: set tenant_id to the workspace's id (find it in LangSmith under Settings > Workspaces), or use a workspace-scoped API key.",
  },
  {
    status: 403,
    says: /not enabled/i,
    title: 'Deployments not enabled',
    next: (_e, _s, inputs) =>
      `LangSmith Deployment is not enabled for this organization: enable it ${inputs.controlPlane.uiUrl ? `at ${inputs.controlPlane.uiUrl}/host/deployments` : 'in LangSmith, under Deployments'} (make sure it is the organization your API key belongs to).`,
  },
  {
    status: 400,
    says: /listener_id'? is required/,
    title: 'Listener required',
    next: (_e, _s, inputs) =>
      inputs.deployment.source === 'external_docker'
        ? `This workspace deploys through a listener in your own cluster: set listener_id to the listener's id, and k8s_namespace when it serves several (learn about listeners: ${LISTENERS_DOCS}).`
        : `This workspace deploys through a listener in your own cluster, so the image has to come from a registry you manage: set source: external_docker, image_uri and listener_id (learn about listeners: ${LISTENERS_DOCS}).`,
  },
  {
    status: 422,
    field: 'deployment_type',
    title: 'Deployment type refused',
    next: (e, _s, inputs) => {
      const sent = inputs.deployment.deploymentType;
      const other = sent && OTHER_SPELLING[sent];
      return `This control plane does not take deployment_type ${sent ?? '(none sent)'}. LangSmith names each type two ways, serverless or dev, dedicated or prod: ${other ? `set deployment_type: ${other}` : 'set the spelling it lists'}.\n${fieldList(e)}`;
    },
  },
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
      `The name "${state.target.deploymentName ?? ''}" is taken: another deployment, or the LangSmith tracing project a deleted deployment left behind, uses it. Choose another name, or delete that tracing project (LangSmith → Tracing Projects). So that a deleted deployment's name can be used again (a reopened pull request's preview), delete it with delete_tracing_project: true.`,
  },
  {
    status: 422,
    title: 'Request rejected',
    next: (e) =>
      e.fieldErrors.length
        ? `The control plane rejected these fields:\n${fieldList(e)}`
        : 'The control plane rejected the request; check the inputs named in the reply.',
  },
];

/**
 * One readable failure, with the next step, from whatever ended the run — and what the run's
 * facts add to it: the first error of the log it showed, why nothing was rolled back, a commit
 * `require_commit` refused.
 */
export function describeFailure(error: unknown, state: RunState, inputs: FailureInputs): Failure {
  const failure = describe(error, state, inputs);
  const log = state.logs.failure;
  const after = [
    log?.firstError && !failure.message.includes(log.firstError)
      ? `First error in the ${LOG_NAMES[log.kind]}: ${log.firstError}`
      : undefined,
    noRollbackWords(state),
    state.gate.commitProblem &&
      `${state.gate.commitProblem.message} (${commitRuleWords(state.gate.commitProblem)}.)`,
    noRollbackOnTimeoutWords(state),
  ].filter((line): line is string => Boolean(line));
  if (!after.length) return failure;
  const more = `\n${after.join('\n')}`;
  return { ...failure, message: failure.message + more, ...(failure.why && { why: failure.why + more }) };
}

/** What to check, by the setting that named a host that does not exist. */
const NOT_FOUND_NEXT: Record<SettingName['input'], (setBy: SettingName) => string> = {
  api_url: (s) => `${s.label} sets it; check its spelling.`,
  self_hosted_url: (s) => `${s.label} sets it; check its spelling.`,
  region: (s) =>
    `${s.label} (${s.shown ?? ''}) sets it, the hosted control plane's own name: the runner's DNS or network does not resolve it; check them, or a proxy (HTTPS_PROXY).`,
  proxy: (s) => `${s.label} (environment variable) sets it; check it, or NO_PROXY.`,
  langsmith_api_url: (s) => `${s.label} sets it; check its spelling.`,
};

function describe(error: unknown, state: RunState, inputs: FailureInputs): Failure {
  if (error instanceof GateFailed) return gateFailedWords(error, state);
  if (error instanceof RollbackEnded) return rollbackWords(error, state);
  if (error instanceof CommitRequired) return commitRequiredWords(error.problem, state);
  if (error instanceof ActionError)
    return { title: error.title, message: error.message, ...(error.stopped && { stopped: error.stopped }) };
  if (error instanceof UncertainOutcomeError) return describe(error.failure, state, inputs);
  return (
    controlPlaneWords(error, state, inputs) ??
    (error instanceof DeadlineError ? timedOutWords(error, state) : undefined) ??
    (error instanceof CancelledError ? cancelledWords(state) : undefined) ??
    internalFailure(error)
  );
}

/** A control plane that refused, could not be reached, or answered with something else. */
function controlPlaneWords(error: unknown, state: RunState, inputs: FailureInputs): Failure | undefined {
  if (error instanceof HttpError) {
    const hint = HTTP_HINTS.find(
      (h) =>
        h.status === error.status &&
        (!h.endpoints || h.endpoints.includes(error.endpoint as EndpointName)) &&
        (!h.says || h.says.test(error.detail)) &&
        (!h.field || error.fieldErrors.some((f) => f.loc.split('.').includes(h.field!))),
    );
    // The sentence first, then the request it is about.
    if (hint)
      return { title: hint.title, message: `${hint.next(error, state, inputs)}\n${ended(error.message)}` };
    const said = error.retryable
      ? 'The control plane kept failing after retries; it may be down: try again later.'
      : `The control plane refused the request (HTTP ${error.status}).`;
    return { title: `HTTP ${error.status}`, message: `${said}\n${ended(error.message)}` };
  }
  if (error instanceof HostNotFoundError) {
    const { setBy } = error;
    const whose = setBy.input === 'proxy' ? "The proxy's host" : (setBy.whose ?? "The control plane's host");
    return {
      title: 'Host not found',
      message: `${whose} ${error.host} does not exist (${error.failure.code}): ${NOT_FOUND_NEXT[setBy.input](setBy)} Nothing was sent.\n${ended(error.failure.message)}`,
    };
  }
  if (error instanceof NetworkError) return unreachableWords(error, inputs);
  if (error instanceof ResponseFormatError) {
    return {
      title: 'Unexpected reply',
      message: `The reply was not what the control plane sends: is api_url / self_hosted_url the control plane?\n${ended(error.message)}`,
    };
  }
  return undefined;
}

/**
 * Nothing answered, after retries: where the connection was tried and what to check. Nothing
 * listening on a loopback address is most often the local emulator not started.
 */
function unreachableWords(error: NetworkError, inputs: FailureInputs): Failure {
  const title = 'Control plane unreachable';
  const to = error.to;
  if (!to || error.code !== 'ECONNREFUSED') {
    return {
      title,
      message: `The control plane could not be reached${to ? ` at ${hostPort(to)}` : ''}, after retries: check the network, a proxy (HTTPS_PROXY, NO_PROXY) and the control-plane URL.\n${ended(error.message)}`,
    };
  }
  if (error.proxy)
    return {
      title,
      message: `Nothing listens on ${hostPort(to)}, the proxy ${error.proxy} names: is it running? Check ${error.proxy} (environment variable), or NO_PROXY.\n${ended(error.message)}`,
    };
  const url = new URL(inputs.controlPlane.baseUrl);
  const ours =
    url.hostname === to.host && (url.port || (url.protocol === 'https:' ? '443' : '80')) === to.port;
  const setBy = ours ? ` (${inputs.controlPlane.urlFrom.label})` : '';
  const next = isLoopbackHost(to.host)
    ? 'is the emulator running?'
    : 'check the URL and its port, and that the server is up.';
  return { title, message: `Nothing listens on ${hostPort(to)}${setBy}: ${next}\n${ended(error.message)}` };
}

/** Out of `timeout`: what keeps going, and how to go on. */
function timedOutWords(error: DeadlineError, state: RunState): Failure {
  // A deployed revision whose gate ran out of time: nothing keeps going, it was not judged.
  const unfinished =
    state.gate.checks && (!state.gate.smoke || state.gate.smoke.result === 'passed')
      ? 'its agent checks did not finish'
      : 'was not fully smoke-tested';
  const then = state.prune
    ? ` ${pruneStoppedWords(state.prune)}${keepsGoing(state)} Raise timeout, or run it again.`
    : state.revision.id && reportedStatus(state) === 'DEPLOYED'
      ? ` Revision ${state.revision.id} is deployed and serving, but ${unfinished}: raise timeout, or ${runWords(state.frontEnd, 'smoke-test')}.`
      : `${keepsGoing(state)}${keepWaiting(state)}`;
  return {
    title: 'Timed out',
    message: `Timed out (timeout: ${formatDuration(error.timeoutMs)}) ${error.during}.${then}`,
    stopped: 'timeout',
  };
}

/** Cancelled: what keeps going, and that nothing was deleted. */
function cancelledWords(state: RunState): Failure {
  // A deployed revision does not keep going and is not waited for: it serves.
  const then = state.prune
    ? ` ${pruneStoppedWords(state.prune)}${keepsGoing(state)}`
    : state.revision.id && reportedStatus(state) === 'DEPLOYED'
      ? ` Revision ${state.revision.id} is deployed and serves; what this run did after that was not finished. Nothing was deleted.`
      : `${keepsGoing(state)} Nothing was deleted.${state.revision.id ? keepWaiting(state, false) : ''}`;
  return {
    title: 'Cancelled',
    message: `The workflow was cancelled${reportedStatus(state) ? ` (last status ${reportedStatus(state)})` : ''}.${then}`,
    stopped: 'cancelled',
  };
}

/** How to go on waiting for the revision: `command: status` with the ids, or a longer timeout. */
function keepWaiting(state: RunState, timedOut = true): string {
  // Without a revision there is nothing to keep waiting for: the run stopped before making one.
  if (!state.target.deploymentId || !state.revision.id)
    return ` Raise timeout, and ${runAgainWords(state.frontEnd)}.`;
  const longer = state.target.created ? ' (a first deployment can take 15 minutes)' : '';
  const raise = timedOut ? `, or raise timeout${longer}` : '';
  const status = runWords(state.frontEnd, 'status', [['deployment_id', state.target.deploymentId]], {
    again: true,
  });
  return `\nTo keep waiting, ${status} (it follows the latest revision, now ${state.revision.id})${raise}.`;
}

function keepsGoing(state: RunState): string {
  const sent = state.inFlight
    ? ` The ${state.inFlight} was sent and not answered: it may have happened on the server.`
    : '';
  return `${state.revision.id ? ` Revision ${state.revision.id} keeps going on the server.` : ''}${sent}`;
}
