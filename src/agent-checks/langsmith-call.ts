import { requestTimeoutMs } from '../base/policy.ts';
import type { Call } from '../control-plane/caller.ts';
import { createLangSmithCall, type LangSmithEndpoint } from '../langsmith/endpoints.ts';
import type { RunContext } from '../run/context.ts';

/**
 * The run's caller of the LangSmith API at `apiUrl` (`langsmith_api_url`, or the control plane's
 * instance): the control plane's headers, key, retries, request timeout and budget.
 */
export function langsmithCall(ctx: RunContext, apiUrl: string): Call<LangSmithEndpoint> {
  return createLangSmithCall({
    ...ctx.inputs.controlPlane,
    baseUrl: apiUrl,
    transport: ctx.transport,
    random: ctx.random,
    budget: ctx.budget,
    retry: ctx.retry,
    requestTimeoutMs: requestTimeoutMs(ctx.inputs.wait.timeoutMs),
    log: ctx.log,
    redact: ctx.redact,
    urlFrom: {
      ...(ctx.inputs.checks?.langsmith?.urlFrom ?? ctx.inputs.controlPlane.urlFrom),
      whose: "The LangSmith API's host",
    },
  });
}
