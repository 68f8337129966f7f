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
    return RETRYABLE_STATUSES.has(this.status);
  }

  /** 408 and 429 mean the request was refused before it was processed. */
  get mayHaveActed(): boolean {
    return this.status >= 500;
  }
}

export type NetworkFailure = 'connect' | 'dropped' | 'timeout';

const NETWORK_WORDS: Record<NetworkFailure, string> = {
  connect: 'could not connect',
  dropped: 'connection dropped before a reply',
  timeout: 'no reply within the request timeout',
};

/** No usable reply at all. A refused connection never reached the server; the others may have. */
export class NetworkError extends RequestError {
  readonly failure: NetworkFailure;
  readonly code: string;

  constructor(options: RequestLabel & { failure: NetworkFailure; code: string }) {
    super(options, `${options.method} ${options.path}: ${NETWORK_WORDS[options.failure]} (${options.code})`);
    this.failure = options.failure;
    this.code = options.code;
  }

  get retryable(): boolean {
    return true;
  }

  get mayHaveActed(): boolean {
    return this.failure !== 'connect';
  }
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
