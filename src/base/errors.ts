/**
 * Every error this action raises on purpose, in one place. The rule: anything the user can act
 * on is an ActionError (a title for the annotation, a message with the next step) or one of the
 * typed errors below, which report/failure.ts renders once with the next step. A plain Error
 * reaching the user is a bug ("Unexpected error").
 */

/**
 * Why a run stopped without failing on its own: `timeout` ran out, or it was cancelled. A front
 * end tells these apart from failures (the CLI's exit codes 3 and 4).
 */
export type Stopped = 'timeout' | 'cancelled';

/** A failure this action explains itself: a short title for the annotation, and what to do. */
export class ActionError extends Error {
  readonly title: string;
  /** Set when the run was stopped (timed out, cancelled) rather than failed. */
  readonly stopped?: Stopped;

  constructor(options: { title: string; message: string; stopped?: Stopped }) {
    super(options.message);
    this.title = options.title;
    this.stopped = options.stopped;
  }
}

/** The workflow was cancelled (SIGINT/SIGTERM). */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
  }
}

/** The overall `timeout` ran out. */
export class DeadlineError extends Error {
  readonly timeoutMs: number;
  /** What the run was doing: "waiting for the revision (last status BUILDING)". */
  readonly during: string;

  constructor(options: { timeoutMs: number; during: string }) {
    super(`timed out ${options.during}`);
    this.timeoutMs = options.timeoutMs;
    this.during = options.during;
  }
}

/** One field error of a 422 reply (FastAPI's HTTPValidationError). */
export interface FieldError {
  loc: string;
  msg: string;
}

/** Which request failed: the method and path (with query) as logs show them, never a secret. */
export interface RequestLabel {
  method: string;
  path: string;
  /** The control-plane endpoint (its name in control-plane/client.ts), when it is one. */
  endpoint?: string;
}

/** What went wrong on the wire, typed so callers decide (retry, adopt, fail) and render once. */
export abstract class RequestError extends Error {
  readonly method: string;
  readonly path: string;
  readonly endpoint?: string;

  constructor(request: RequestLabel, message: string) {
    super(message);
    this.method = request.method;
    this.path = request.path;
    this.endpoint = request.endpoint;
  }

  /** Whether the server may have acted on the request (so repeating a create could duplicate it). */
  abstract get mayHaveActed(): boolean;
  abstract get retryable(): boolean;
}

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** A status that may pass when asked again (the same rule for every server this action calls). */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** A reply with a status other than the expected one. */
export class HttpError extends RequestError {
  readonly status: number;
  /** The server's explanation (its `detail`, or the start of its text), never our request. */
  readonly detail: string;
  readonly fieldErrors: FieldError[];
  readonly retryAfter?: string;

  constructor(
    options: RequestLabel & {
      status: number;
      detail: string;
      fieldErrors?: FieldError[];
      retryAfter?: string;
    },
  ) {
    const { method, path, status, detail } = options;
    super(options, `${method} ${path} answered ${status}${detail ? `: ${detail}` : ''}`);
    this.status = status;
    this.detail = detail;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfter = options.retryAfter;
  }

  get retryable(): boolean {
    return isRetryableStatus(this.status);
  }

  /** 408 and 429 mean the request was refused before it was processed. */
  get mayHaveActed(): boolean {
    return this.status >= 500;
  }
}

/**
 * `unresolved`: the name service says the host name does not exist (ENOTFOUND); a temporary
 * failure to resolve (EAI_AGAIN) is a `connect` failure like a refused connection.
 */
export type NetworkFailure = 'connect' | 'unresolved' | 'dropped' | 'timeout';

const NETWORK_WORDS: Record<NetworkFailure, string> = {
  connect: 'could not connect',
  unresolved: 'host name not found',
  dropped: 'connection dropped before a reply',
  timeout: 'no reply within the request timeout',
};

/** Where a connection was tried: the host (a name, an address, `[::1]`) and the port. */
export interface ConnectTarget {
  host: string;
  port: string;
}

/** `host:port`, as people type it. */
export const hostPort = (to: ConnectTarget): string => `${to.host}:${to.port}`;

/** No usable reply at all. A refused connection never reached the server; the others may have. */
export class NetworkError extends RequestError {
  readonly failure: NetworkFailure;
  readonly code: string;
  /** `unresolved`: the host name that did not resolve (the proxy's, when `proxy` is set). */
  readonly host?: string;
  /** The environment variable whose proxy the request went through (`https_proxy`), if any. */
  readonly proxy?: string;
  /** `connect`: where the connection was tried (the proxy's host and port, when `proxy` is set). */
  readonly to?: ConnectTarget;

  constructor(
    options: RequestLabel & {
      failure: NetworkFailure;
      code: string;
      host?: string;
      proxy?: string;
      to?: ConnectTarget;
    },
  ) {
    // What went wrong, naming where a connection was tried: every retry line and the error say it.
    const { failure, code, to } = options;
    const words =
      failure !== 'connect' || !to
        ? NETWORK_WORDS[failure]
        : `${code === 'ECONNREFUSED' ? 'nothing listens on' : 'could not connect to'} ${hostPort(to)}`;
    super(options, `${options.method} ${options.path}: ${words} (${code})`);
    this.failure = options.failure;
    this.code = options.code;
    this.host = options.host;
    this.proxy = options.proxy;
    this.to = options.to;
  }

  get retryable(): boolean {
    return true;
  }

  get mayHaveActed(): boolean {
    return this.failure !== 'connect' && this.failure !== 'unresolved';
  }
}

/**
 * The control plane's host name (or its proxy's) does not exist, as the name service answered
 * before the control plane ever did (a name it answered under is only having a bad moment):
 * retried for HOST_NOT_FOUND_MS at most, nothing sent. `setBy` is the setting that named the
 * host, as the user knows it (`api_url`, `--region`, `https_proxy`).
 */
export class HostNotFoundError extends Error {
  readonly host: string;
  readonly setBy: SettingName;
  readonly failure: NetworkError;

  constructor(options: { host: string; setBy: SettingName; failure: NetworkError }) {
    super(`${options.host} not found`);
    this.host = options.host;
    this.setBy = options.setBy;
    this.failure = options.failure;
  }
}

/**
 * A setting, structured: which one (an input, or the proxy variable), how the front end names it
 * to the user (`api_url` in the action, `--api-url` or `LANGGRAPH_DEPLOY_API_URL` in the CLI),
 * and a value that may be shown (a region; never a URL that could hold a password).
 */
export interface SettingName {
  input: 'api_url' | 'self_hosted_url' | 'region' | 'proxy' | 'langsmith_api_url';
  label: string;
  shown?: string;
  /** Whose host it names, for the message ("The LangSmith API's host"); the control plane's by default. */
  whose?: string;
}

/** A reply with the expected status whose body is not what the API documents. */
export class ResponseFormatError extends RequestError {
  constructor(options: RequestLabel & { status: number; problem: string }) {
    super(
      options,
      `${options.method} ${options.path} answered ${options.status} with an unexpected body: ${options.problem}`,
    );
  }

  get retryable(): boolean {
    return true;
  }

  get mayHaveActed(): boolean {
    return true;
  }
}

/**
 * A create or update whose outcome is unknown after a failure that may have reached the
 * server. It is never repeated blindly: the caller looks at the server's state first.
 */
export class UncertainOutcomeError extends Error {
  readonly failure: RequestError;

  constructor(failure: RequestError) {
    super(`${failure.message} (outcome unknown)`);
    this.failure = failure;
  }
}
