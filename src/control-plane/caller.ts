import type * as z from 'zod';
import {
  CancelledError,
  HostNotFoundError,
  HttpError,
  NetworkError,
  RequestError,
  ResponseFormatError,
  UncertainOutcomeError,
  type RequestLabel,
  type SettingName,
} from '../base/errors.ts';
import { HOST_NOT_FOUND_MS, MAX_BODY_BYTES, MIB } from '../base/policy.ts';
import { retrying, type Attempt, type Retried, type RetryTiming } from '../http/retry-policy.ts';
import type { HttpRequest, HttpResponse, Transport } from '../http/transport.ts';
import type { Log } from '../runner/log.ts';
import type { Budget } from '../time/budget.ts';
import type { Clock, Random } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { ENDPOINTS, fillPath, type EndpointName, type HttpMethod } from './client.ts';
import { errorDetail } from './error-detail.ts';
import { tryJson } from '../base/record.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';

export interface CallerOptions {
  baseUrl: string;
  /** The input that set `baseUrl`, for an error about its host. */
  urlFrom: SettingName;
  apiKey: string;
  tenantId?: string;
  transport: Transport;
  random: Random;
  /** What is left of `timeout`, and the workflow's cancellation: no request or pause outlives it. */
  budget: Budget;
  retry: RetryTiming;
  /** Upper bound of one request; the remaining budget may cut it shorter. */
  requestTimeoutMs: number;
  log: Log;
  /** Applied to server text before it is clipped into an error (secrets the server echoes). */
  redact?: Redact;
}

/** An API's endpoints by name: the one place their methods and paths are written. */
export type EndpointTable<E extends string> = Record<E, { method: HttpMethod; path: string }>;

interface CallSpec<T, E extends string = EndpointName> {
  endpoint: E;
  /** Values of the endpoint's `{name}` path parameters. */
  params?: Record<string, string>;
  /** A list repeats its key (`splits=a&splits=b`), as FastAPI reads list parameters. */
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
  /** The status of success (200 unless given). */
  expect?: number;
  schema?: z.ZodType<T>;
  /**
   * False for creates and updates: after a failure that may have reached the server they
   * throw UncertainOutcomeError instead of repeating, so the caller can check first.
   */
  repeatable: boolean;
  /** For long-polling endpoints whose server holds the request open. */
  requestTimeoutMs?: number;
  /**
   * A read the run can do without (logs): its own few attempts and short requests, no pause
   * longer than `maxPauseMs` (a Retry-After asking for more ends it at once: a side read never
   * holds up the deploy), and its retries said only in the debug log.
   */
  side?: { attempts: number; requestTimeoutMs: number; maxPauseMs: number };
  /** A narrower budget than the run's, for a read made inside a part that keeps a reserve. */
  budget?: Budget;
  /**
   * What to make of the first MAX_BODY_BYTES of a reply that is larger (a log page: the lines
   * they hold whole); undefined refuses the reply, as every reply is refused without this.
   */
  fromCutReply?: (text: string) => T | undefined;
}

export type Call<E extends string = EndpointName> = <T>(spec: CallSpec<T, E>) => Promise<T>;

/** Every control-plane request goes through here: headers, timeouts, retries, parsing. */
export function createCaller(options: CallerOptions): Call {
  return createCallerFor(ENDPOINTS, options);
}

/**
 * A caller for another API of the same kind (FastAPI errors, `X-Api-Key`, the same retry rules):
 * LangSmith's datasets and experiments. The key goes only to `baseUrl`, which its caller checked.
 */
export function createCallerFor<E extends string>(
  endpoints: EndpointTable<E>,
  options: CallerOptions,
): Call<E> {
  const caller = new Caller(endpoints, options);
  return (spec) => caller.call(spec);
}

/** One call's request, made once and sent on each attempt. */
interface Prepared {
  where: RequestLabel;
  budget: Budget;
  request: Omit<HttpRequest, 'timeoutMs'>;
}

class Caller<E extends string> {
  private readonly headers: Record<string, string>;
  private readonly redact: Redact;
  private answered = false;
  private unresolvedSince: number | undefined;

  private readonly endpoints: EndpointTable<E>;
  private readonly options: CallerOptions;

  constructor(endpoints: EndpointTable<E>, options: CallerOptions) {
    this.endpoints = endpoints;
    this.options = options;
    this.redact = options.redact ?? ((text: string) => text);
    this.headers = { accept: 'application/json', 'x-api-key': options.apiKey };
    if (options.tenantId) this.headers['x-tenant-id'] = options.tenantId;
  }

  private get clock(): Clock {
    return this.options.budget.clock;
  }

  async call<T>(spec: CallSpec<T, E>): Promise<T> {
    const prepared = this.prepare(spec);
    const { log, retry, random } = this.options;
    const { side } = spec;
    const maxAttempts = side?.attempts ?? retry.maxAttempts;
    // Until the control plane first answers, a host name that does not resolve may not exist.
    let unresolved = false;
    const tried = await retrying<T, RequestError>(
      async () => {
        prepared.budget.check(`before ${prepared.where.method} ${prepared.where.path}`);
        const started = this.clock.now();
        const result = await this.attempt(spec, prepared, started);
        if (result.ok) return result;
        const { failure } = result;
        if (!failure.retryable) throw failure;
        if (!spec.repeatable && failure.mayHaveActed) throw new UncertainOutcomeError(failure);
        unresolved = !this.answered && failure instanceof NetworkError && failure.failure === 'unresolved';
        if (unresolved) this.unresolvedSince ??= started;
        return result;
      },
      {
        timing: { ...retry, maxAttempts },
        random,
        budget: prepared.budget,
        longestPauseMs: side?.maxPauseMs,
        lastAttemptBy: () => (unresolved ? this.unresolvedSince! + HOST_NOT_FOUND_MS : Infinity),
        during: (failure) => `before ${failure.method} ${failure.path}`,
        onRetry: (failure, pause, next, asked) => {
          const reason = asked ? ' as Retry-After asks' : '';
          const said = `${failure.message}; retrying in ${formatDuration(pause)}${reason} (attempt ${next} of ${maxAttempts})`;
          if (side) log.debug(said);
          else log.info(said);
        },
      },
    );
    if (tried.ok) return tried.value;
    throw this.gaveUp(tried, side, unresolved);
  }

  private prepare(spec: CallSpec<unknown, E>): Prepared {
    const { method, path } = this.endpoints[spec.endpoint];
    const label = pathWithQuery(fillPath(path, spec.params), spec.query);
    const budget = spec.budget ?? this.options.budget;
    const { headers } = this;
    return {
      where: { method, path: label, endpoint: spec.endpoint },
      budget,
      request: {
        method,
        url: this.options.baseUrl + label,
        label,
        endpoint: spec.endpoint,
        headers: spec.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: budget.signal,
      },
    };
  }

  /** Sends once; a reply with the expected status is parsed, any other becomes the failure. */
  private async attempt<T>(
    spec: CallSpec<T, E>,
    prepared: Prepared,
    started: number,
  ): Promise<Attempt<T, RequestError>> {
    const { where, budget } = prepared;
    const { method, path: label } = where;
    try {
      const response = await this.options.transport.send({
        ...prepared.request,
        timeoutMs: Math.min(
          spec.side?.requestTimeoutMs ?? spec.requestTimeoutMs ?? this.options.requestTimeoutMs,
          budget.left(),
        ),
      });
      this.answered = true;
      this.options.log.debug(
        `${method} ${label} → ${response.status} in ${formatDuration(this.clock.now() - started)}`,
      );
      if (response.status === (spec.expect ?? 200))
        return { ok: true, value: this.accept(spec, where, response) };
      // An error body is only shown: errorDetail redacts it whole before it scans or cuts it.
      const { detail, fieldErrors } = errorDetail(response.text, response.contentType, this.redact);
      const failure = new HttpError({
        ...where,
        status: response.status,
        detail,
        fieldErrors,
        retryAfter: response.retryAfter,
      });
      return { ok: false, failure, retryAfter: response.retryAfter };
    } catch (error) {
      if (error instanceof CancelledError || budget.cancelled) throw new CancelledError();
      if (!(error instanceof RequestError)) throw error;
      this.options.log.debug(
        `${method} ${label} → ${error.message} after ${formatDuration(this.clock.now() - started)}`,
      );
      return { ok: false, failure: error };
    }
  }

  /** The expected reply, parsed; a reply cut at MAX_BODY_BYTES only if the spec can use it. */
  private accept<T>(spec: CallSpec<T, E>, where: RequestLabel, response: HttpResponse): T {
    const { text, status } = response;
    if (!response.truncated) return parse(spec, where, status, text, this.redact);
    const made = spec.fromCutReply?.(text);
    if (made !== undefined) return made;
    const problem = `larger than ${MAX_BODY_BYTES / MIB} MiB`;
    throw new ResponseFormatError({ ...where, status, problem });
  }

  /**
   * What a call that will not be tried again throws, said in the log as why asks: a side read's
   * reasons only in the debug log; a name that never resolved before the control plane answered
   * as the host not found.
   */
  private gaveUp(
    end: Extract<Retried<unknown, RequestError>, { ok: false }>,
    side: CallSpec<unknown, E>['side'],
    unresolved: boolean,
  ): Error {
    const { failure, gaveUp, askedMs } = end;
    const { log } = this.options;
    if (gaveUp === 'cancelled') return new CancelledError();
    const why = askedMs === undefined ? '' : ` (the server asked for Retry-After ${formatDuration(askedMs)})`;
    if (gaveUp === 'asked-too-long')
      log.debug(
        `${failure.message}; not tried again: a side read waits at most ${formatDuration(side!.maxPauseMs)}${why}`,
      );
    if (gaveUp === 'no-time') {
      const said = `${failure.message}; no time left within the timeout for another attempt${why}`;
      if (side) log.debug(said);
      else log.warning(said);
    }
    return unresolved && failure instanceof NetworkError ? this.hostNotFound(failure) : failure;
  }

  private hostNotFound(failure: NetworkError): HostNotFoundError {
    const proxy: SettingName | undefined = failure.proxy
      ? { input: 'proxy', label: failure.proxy }
      : undefined;
    return new HostNotFoundError({
      host: failure.host ?? new URL(this.options.baseUrl).hostname,
      setBy: proxy ?? this.options.urlFrom,
      failure,
    });
  }
}

function parse<T>(
  spec: { schema?: z.ZodType<T> },
  where: RequestLabel,
  status: number,
  text: string,
  redact: Redact,
): T {
  if (!spec.schema) return undefined as T;
  const json = tryJson(text);
  if (json === undefined) {
    const start = excerpt(redact(text), 20, (t) => t);
    throw new ResponseFormatError({ ...where, status, problem: `not JSON (starts with "${start}")` });
  }
  const result = spec.schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'body';
    throw new ResponseFormatError({ ...where, status, problem: `${field}: ${issue?.message ?? 'invalid'}` });
  }
  return result.data;
}

function pathWithQuery(path: string, query: CallSpec<unknown, string>['query']): string {
  const entries = Object.entries(query ?? {}).flatMap(([k, v]): Array<[string, string]> =>
    v === undefined
      ? []
      : Array.isArray(v)
        ? v.map((item: string): [string, string] => [k, item])
        : [[k, String(v)]],
  );
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries).toString()}`;
}
