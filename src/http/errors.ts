/** One field error of a 422 reply (FastAPI's HTTPValidationError). */
export interface FieldError {
  loc: string;
  msg: string;
}

/** What went wrong on the wire, typed so callers decide (retry, adopt, fail) and render once. */
export abstract class RequestError extends Error {
  readonly method: string;
  readonly path: string;

  constructor(method: string, path: string, message: string) {
    super(message);
    this.method = method;
    this.path = path;
  }

  /** Whether the server may have acted on the request (so repeating a create could duplicate it). */
  abstract get mayHaveActed(): boolean;
  abstract get retryable(): boolean;
}

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** A reply with a status other than the expected one. */
export class HttpError extends RequestError {
  readonly status: number;
  /** The server's explanation (its `detail`, or the start of its text), never our request. */
  readonly detail: string;
  readonly fieldErrors: FieldError[];
  readonly retryAfter?: string;

  constructor(
    method: string,
    path: string,
    status: number,
    detail: string,
    fieldErrors: FieldError[] = [],
    retryAfter?: string,
  ) {
    super(method, path, `${method} ${path} answered ${status}${detail ? `: ${detail}` : ''}`);
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.retryAfter = retryAfter;
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

  constructor(method: string, path: string, failure: NetworkFailure, code: string) {
    super(method, path, `${method} ${path}: ${NETWORK_WORDS[failure]} (${code})`);
    this.failure = failure;
    this.code = code;
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
  constructor(method: string, path: string, status: number, problem: string) {
    super(method, path, `${method} ${path} answered ${status} with an unexpected body: ${problem}`);
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

/** The workflow was cancelled (SIGINT/SIGTERM). */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
  }
}

/** The overall `timeout` ran out. */
export class DeadlineError extends Error {
  readonly timeoutMs: number;
  readonly during: string;

  constructor(timeoutMs: number, during: string) {
    super(`timed out ${during}`);
    this.timeoutMs = timeoutMs;
    this.during = during;
  }
}
