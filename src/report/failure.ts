import type { EndpointName } from '../control-plane/client.ts';
import {
  ActionError,
  CancelledError,
  DeadlineError,
  HttpError,
  NetworkError,
  ResponseFormatError,
  UncertainOutcomeError,
} from '../errors.ts';
import { formatDuration } from '../time/duration.ts';
import { reportedStatus, type RunState } from './run-state.ts';

export interface Failure {
  title: string;
  message: string;
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
      `The name "${state.deploymentName ?? ''}" is taken: another deployment, or the LangSmith tracing project a deleted deployment left behind, uses it. Choose another name, or delete that tracing project.`,
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

/** One readable failure, with the next step, from whatever ended the run, and the run's notes. */
export function describeFailure(error: unknown, state: RunState): Failure {
  const failure = describe(error, state);
  return state.notes.length
    ? { ...failure, message: `${failure.message}\n${state.notes.join('\n')}` }
    : failure;
}

function describe(error: unknown, state: RunState): Failure {
  if (error instanceof ActionError) return { title: error.title, message: error.message };
  if (error instanceof UncertainOutcomeError) return describe(error.failure, state);
  if (error instanceof HttpError) {
    const hint = HTTP_HINTS.find(
      (h) =>
        h.status === error.status && (!h.endpoints || h.endpoints.includes(error.endpoint as EndpointName)),
    );
    if (hint) return { title: hint.title, message: `${error.message}\n${hint.next(error, state)}` };
    const retried = error.retryable
      ? ' It kept failing after retries; the control plane may be down: try again later.'
      : '';
    return { title: `HTTP ${error.status}`, message: `${error.message}.${retried}` };
  }
  if (error instanceof NetworkError) {
    return {
      title: 'Control plane unreachable',
      message: `${error.message}. It kept failing after retries: check the network, a proxy (HTTPS_PROXY, NO_PROXY) and the control-plane URL.`,
    };
  }
  if (error instanceof ResponseFormatError) {
    return {
      title: 'Unexpected reply',
      message: `${error.message}. Is api_url / self_hosted_url the control plane?`,
    };
  }
  if (error instanceof DeadlineError) {
    return {
      title: 'Timed out',
      message: `Timed out after ${formatDuration(error.timeoutMs)} (timeout) ${error.during}.${keepsGoing(state)} Raise timeout, or check the revision in LangSmith.`,
    };
  }
  if (error instanceof CancelledError) {
    return {
      title: 'Cancelled',
      message: `The workflow was cancelled${reportedStatus(state) ? ` (last status ${reportedStatus(state)})` : ''}.${keepsGoing(state)} Nothing was deleted.`,
    };
  }
  return { title: 'Unexpected error', message: error instanceof Error ? error.message : String(error) };
}

function keepsGoing(state: RunState): string {
  return state.revisionId ? ` Revision ${state.revisionId} keeps going on the server.` : '';
}
