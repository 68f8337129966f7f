import { CancelledError, NetworkError, type NetworkFailure } from '../../src/base/errors.ts';
import { MAX_BODY_BYTES } from '../../src/base/policy.ts';
import type { HttpRequest, HttpResponse, Transport } from '../../src/http/transport.ts';
import type { VirtualClock } from './virtual-clock.ts';

/** What the scripted server does with one request. */
export type Answer =
  | { status: number; json?: unknown; text?: string; retryAfter?: string; contentType?: string }
  /** The connection fails: refused (never reached the server), dropped, or no reply in time. */
  | { network: NetworkFailure; code?: string }
  /** No reply until the request's own timeout (virtual time passes), then a timeout error. */
  | { hang: true }
  /** No reply until the workflow is cancelled. */
  | { hangUntilCancelled: true };

export interface ScriptStep {
  /** The request expected next: `METHOD path?query`, e.g. `POST /v2/deployments`. */
  expect: string;
  /** The answer, or what the server answers at the virtual time the request arrives. */
  answer: Answer | ((now: number) => Answer);
  /** Virtual time the request takes before its answer (default 0). */
  takesMs?: number;
}

export interface SentRequest {
  request: string;
  body?: unknown;
  headers: Record<string, string>;
  /** Virtual time when it was sent. */
  at: number;
  timeoutMs: number;
}

/**
 * A Transport that plays a script on a virtual clock: each request must be the one the script
 * expects next (so a test asserts the exact requests), and gets the scripted answer. Nothing is
 * sent over a network and nothing sleeps.
 */
export class ScriptedTransport implements Transport {
  readonly sent: SentRequest[] = [];
  private readonly steps: ScriptStep[];
  private readonly clock: VirtualClock;
  /** Called when a request is sent (e.g. to cancel the run while it is in flight). */
  onSend?: (request: HttpRequest) => void;

  constructor(clock: VirtualClock, steps: ScriptStep[]) {
    this.clock = clock;
    this.steps = [...steps];
  }

  /** The requests made, as `METHOD path?query`. */
  get requests(): string[] {
    return this.sent.map((s) => s.request);
  }

  /** Steps the run never reached. */
  get unused(): string[] {
    return this.steps.map((s) => s.expect);
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    const request = `${req.method} ${req.label}`;
    // A streamed body (an upload) is read to its end, as a server would, and its size kept.
    const streamed = req.body && typeof req.body !== 'string' ? await drain(req.body) : undefined;
    this.sent.push({
      request,
      body: typeof req.body === 'string' ? JSON.parse(req.body) : streamed,
      headers: req.headers,
      at: this.clock.now(),
      timeoutMs: req.timeoutMs,
    });
    const step = this.steps.shift();
    if (!step) throw new Error(`unscripted request ${request}`);
    if (step.expect !== request) throw new Error(`expected ${step.expect}, got ${request}`);
    this.onSend?.(req);
    if (req.signal.aborted) throw new CancelledError();
    this.clock.advance(step.takesMs ?? 0);
    const where = { method: req.method, path: req.label, endpoint: req.endpoint };
    const answer = typeof step.answer === 'function' ? step.answer(this.clock.now()) : step.answer;
    if ('hangUntilCancelled' in answer) {
      await new Promise((_, reject) => req.signal.addEventListener('abort', reject, { once: true }));
      throw new CancelledError();
    }
    if ('hang' in answer) {
      this.clock.advance(req.timeoutMs);
      throw new NetworkError({ ...where, failure: 'timeout', code: `${req.timeoutMs}ms` });
    }
    if ('network' in answer) {
      const code = {
        connect: 'ECONNREFUSED',
        unresolved: 'ENOTFOUND',
        dropped: 'UND_ERR_SOCKET',
        timeout: 'UND_ERR_HEADERS_TIMEOUT',
      };
      const host = answer.network === 'unresolved' ? { host: new URL(req.url).hostname } : {};
      throw new NetworkError({
        ...where,
        failure: answer.network,
        code: answer.code ?? code[answer.network],
        ...host,
      });
    }
    // As the real transport: at most MAX_BODY_BYTES of a reply, and whether there was more.
    const body = Buffer.from(answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json)));
    return {
      status: answer.status,
      retryAfter: answer.retryAfter,
      contentType: answer.contentType ?? 'application/json',
      text: body.subarray(0, MAX_BODY_BYTES).toString('utf8'),
      ...(body.length > MAX_BODY_BYTES ? { truncated: true } : {}),
    };
  }
}

/** The bytes a stream carried. */
async function drain(body: AsyncIterable<Buffer | string>): Promise<{ bytes: number }> {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return { bytes };
}
