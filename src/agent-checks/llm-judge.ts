import { randomBytes } from 'node:crypto';
import { CancelledError, isRetryableStatus } from '../base/errors.ts';
import { isRecord } from '../base/record.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import type { HttpResponse, Transport } from '../http/transport.ts';
import { retrying } from '../http/retry-policy.ts';
import { JUDGE_CALL_MS, JUDGE_RETRY } from '../base/policy.ts';
import { judgeOff } from '../inputs/judge-settings.ts';
import type { JudgeExpectation } from '../inputs/expect-kinds.ts';
import type { JudgeSettings } from '../inputs/types.ts';
import type { Budget } from '../time/budget.ts';
import type { Random } from '../time/clock.ts';
import { judgeRequest, readJudgeReply } from './judge-prompt.ts';
import type { KindResult } from './expectations.ts';

/**
 * The `judge` expectation's one call: a small sender over the run's transport — not the control
 * plane's caller, which would add the LangSmith key — to `{judge_url}/chat/completions`, with
 * `judge_api_key` as a Bearer token only when it is set. It retries what may pass (the statuses
 * every caller retries, no connection), honouring Retry-After, within the run's `timeout` and
 * cancellation; anything the judge says that is not a score in the asked shape leaves the run
 * not judged, saying why.
 */

/** Shown to the judge beside the reply: the case's input, and a dataset example's reference outputs. */
export interface JudgeGiven {
  input?: unknown;
  reference?: unknown;
}

export interface JudgeDeps {
  settings: JudgeSettings | undefined;
  transport: Transport;
  budget: Budget;
  redact: Redact;
  random?: Random;
}

/** The judge's verdict on one reply as an expectation result, or why it could not judge it. */
export async function judgeReply(
  want: JudgeExpectation,
  reply: string,
  given: JudgeGiven | undefined,
  deps: JudgeDeps,
): Promise<{ result?: KindResult; notJudged?: string }> {
  const { settings, redact } = deps;
  const expectation = `judge "${excerpt(want.rubric, 80, redact)}" ≥ ${want.threshold}`;
  const notJudged = (why: string) => ({ notJudged: `${expectation}: not judged: ${why}` });
  const off = judgeOff(settings);
  if (off || !settings?.model) return notJudged(off ?? 'no judge_model');
  const nonce = randomBytes(16).toString('hex');
  const body = JSON.stringify(
    judgeRequest({ model: settings.model, rubric: want.rubric, reply, ...given, nonce, redact }),
  );
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const sent = await sendWithRetries(`${settings.url}/chat/completions`, headers, body, deps);
  if ('why' in sent) return notJudged(sent.why);
  if (sent.status !== 200) return notJudged(statusWhy(sent, redact));
  if (sent.truncated) return notJudged("the judge's reply was larger than this action reads");
  const verdict = readJudgeReply(sent.text, redact);
  if (!verdict.judged) return notJudged(verdict.why);
  const met = verdict.score >= want.threshold;
  const why = `score ${verdict.score}${verdict.reasoning ? `: ${verdict.reasoning}` : ''}`;
  return { result: { expectation, met, score: verdict.score, ...(met ? {} : { detail: why }) } };
}

/** The response, or why none came; retries 429, 5xx and failed connections. */
async function sendWithRetries(
  url: string,
  headers: Record<string, string>,
  body: string,
  deps: JudgeDeps,
): Promise<HttpResponse | { why: string }> {
  const { budget, transport, redact } = deps;
  const sent = await retrying<HttpResponse, string>(
    async () => {
      budget.checkCancelled();
      try {
        const response = await transport.send({
          method: 'POST',
          url,
          label: '/chat/completions',
          headers,
          body,
          timeoutMs: budget.cap(JUDGE_CALL_MS),
          signal: budget.signal,
        });
        if (!isRetryableStatus(response.status)) return { ok: true, value: response };
        return { ok: false, failure: statusWhy(response, redact), retryAfter: response.retryAfter };
      } catch (error) {
        if (error instanceof CancelledError || budget.cancelled) throw new CancelledError();
        const said = excerpt(error instanceof Error ? error.message : String(error), 200, redact);
        return { ok: false, failure: `no answer from judge_url: ${said}` };
      }
    },
    {
      timing: JUDGE_RETRY,
      random: deps.random ?? Math.random,
      budget,
      longestPauseMs: JUDGE_RETRY.longestWaitMs,
      reserveMs: JUDGE_RETRY.callMinMs,
      during: () => 'waiting to ask the judge again',
    },
  );
  if (sent.ok) return sent.value;
  return { why: `${sent.failure} (asked ${JUDGE_RETRY.maxAttempts} times at most, within timeout)` };
}

/** A status and what an OpenAI-style error body says (`{error: {message}}`), redacted, bounded. */
function statusWhy(response: HttpResponse, redact: Redact): string {
  let message: unknown;
  try {
    const parsed: unknown = JSON.parse(response.text);
    message = isRecord(parsed) && isRecord(parsed.error) ? parsed.error.message : undefined;
  } catch {
    message = undefined;
  }
  const said = typeof message === 'string' && message.trim() ? `: ${excerpt(message, 200, redact)}` : '';
  const hint =
    response.status === 401 || response.status === 403 ? ' (is judge_api_key right for judge_url?)' : '';
  return `the judge answered ${response.status}${said}${hint}`;
}
