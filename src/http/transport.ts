import type { Readable } from 'node:stream';
import { CancelledError, NetworkError } from '../base/errors.ts';
import { clip } from '../base/untrusted.ts';
import { MAX_BODY_BYTES } from '../base/policy.ts';
import { raceAbort } from '../time/clock.ts';
import { timedSignal } from '../time/limit.ts';
import type { Dispatchers } from './proxy.ts';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  /** Path and query as shown in logs and errors (no host, never a secret). */
  label: string;
  /** The control-plane endpoint, for errors that say which call failed. */
  endpoint?: string;
  headers: Record<string, string>;
  /** Text, or a stream made afresh for each attempt (an upload). */
  body?: string | Readable;
  timeoutMs: number;
  /** Aborts on cancellation of the workflow. */
  signal: AbortSignal;
}

export interface HttpResponse {
  status: number;
  retryAfter?: string;
  contentType?: string;
  /** Where a redirect points (never followed by the transport). */
  location?: string;
  /** The body, or its first MAX_BODY_BYTES when `truncated`. */
  text: string;
  truncated?: boolean;
}

/** A DNS name is at most 253 characters; a longer one shown is cut. */
const HOST_CHARS = 253;

/** Sends one request, once. Retries and their pacing live above it. */
export interface Transport {
  send(request: HttpRequest): Promise<HttpResponse>;
}

/**
 * Errors raised before a byte was sent: safe to repeat any request after them. ENOTFOUND (the
 * name does not exist) is told apart from them; EAI_AGAIN (the name service could not answer
 * now) is one of them.
 */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * The undici transport, through the run's dispatchers (direct or via the configured proxy).
 */
export async function createUndiciTransport(dispatchers: Dispatchers): Promise<Transport> {
  const { request } = await import('undici');
  const send = async (req: HttpRequest): Promise<HttpResponse> => {
    // Never start a request for a run already cancelled: its socket would outlive the run.
    if (req.signal.aborted) throw new CancelledError();
    const { signal, timedOut } = timedSignal(req.timeoutMs, [req.signal]);
    try {
      // undici is asked to stop on the signal, but the answer is raced against it too: a proxy
      // that kills every tunnel can leave undici retrying forever without settling. Then the
      // dispatcher is replaced, which ends whatever it was doing.
      return await raceAbort(
        signal,
        (async () => {
          const res = await request(req.url, {
            method: req.method,
            headers: req.headers,
            body: req.body,
            signal,
            dispatcher: dispatchers.for(req.url),
          });
          const header = (name: string): string | undefined => {
            const value = res.headers[name];
            return Array.isArray(value) ? value[0] : value;
          };
          return {
            status: res.statusCode,
            retryAfter: header('retry-after'),
            contentType: header('content-type'),
            location: header('location'),
            ...(await readBounded(res.body)),
          };
        })(),
        () => dispatchers.reset(req.url),
      );
    } catch (error) {
      throw failureOf(error, req, timedOut, dispatchers);
    }
  };
  return { send };
}

/** What a request that got no reply throws: cancelled, timed out, a name not found, or a network error. */
function failureOf(
  error: unknown,
  req: HttpRequest,
  timedOut: () => boolean,
  dispatchers: Dispatchers,
): Error {
  if (req.signal.aborted) return new CancelledError();
  const where = { method: req.method, path: req.label, endpoint: req.endpoint };
  if (timedOut()) return new NetworkError({ ...where, failure: 'timeout', code: `${req.timeoutMs}ms` });
  const code = saidByCauses(error, 'code') ?? (error instanceof Error ? error.name : 'unknown error');
  // The proxy the request went through, if any: whose name did not resolve, or where it connected.
  const proxy = dispatchers.proxyVariableOf(req.url);
  if (code === 'ENOTFOUND') {
    // The host name the failed lookup was for, if the error says.
    const host = clip(saidByCauses(error, 'hostname') ?? new URL(req.url).hostname, HOST_CHARS);
    return new NetworkError({ ...where, failure: 'unresolved', code, host, ...(proxy && { proxy }) });
  }
  if (!CONNECT_CODES.has(code)) return new NetworkError({ ...where, failure: 'dropped', code });
  // Where the connection was tried: named in every retry line and in the error.
  const to = dispatchers.connectsTo(req.url);
  return new NetworkError({ ...where, failure: 'connect', code, to, ...(proxy && { proxy }) });
}

/** Reads at most MAX_BODY_BYTES, then stops reading (and drops the rest of the reply). */
async function readBounded(
  body: AsyncIterable<Buffer> & { destroy(): void },
): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      body.destroy();
      return { text: Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString('utf8'), truncated: true };
    }
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}

/** The first text an error or one of its causes gives as `key`: its `code`, getaddrinfo's `hostname`. */
function saidByCauses(error: unknown, key: 'code' | 'hostname'): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const value = (e as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}
