import { formatSize } from './size.ts';
import { createReadStream } from 'node:fs';
import { isIP } from 'node:net';
import { Transform } from 'node:stream';
import type { RunContext } from '../run/context.ts';
import { ActionError, HttpError, RequestError } from '../base/errors.ts';
import { errorDetail } from '../control-plane/error-detail.ts';
import { jitteredPause } from '../http/retry-policy.ts';
import { UPLOAD } from '../base/policy.ts';
import { youngGarbageCollector } from '../base/young-garbage.ts';
import { formatDuration } from '../time/duration.ts';
import type { Archive } from './archive.ts';
import { uploadUrlProblem } from './upload-target.ts';
import { raceAbort } from '../time/clock.ts';
import { runAgainWords } from '../inputs/front-end.ts';

/** The URL as it may be shown: origin and path, never the query string that signs it. */
function shownUrl(url: string): string {
  if (!URL.canParse(url)) return '(an upload URL that does not parse)';
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : ''}`;
}

/**
 * Uploads the archive: asks the control plane for a signed URL, then PUTs the archive there,
 * streaming it from disk. The signed URL is a credential — masked, never logged with its query,
 * and the API key is never sent to its host (it is not the control plane). A failed PUT (5xx, a
 * dropped or hung connection) is repeated — the same object, so idempotent — within `timeout`;
 * an expired URL (403) is renewed once. Returns the object path to name the archive by.
 */
export async function uploadArchive(
  ctx: RunContext,
  deploymentId: string,
  archive: Archive,
): Promise<string> {
  const { cp, log } = ctx;
  let target = await cp.requestUploadUrl(deploymentId);
  protect(ctx, target.upload_url);
  let renewed = false;
  for (let attempt = 1; ; attempt++) {
    try {
      await put(ctx, target.upload_url, archive);
      log.info(`Uploaded the archive to ${shownUrl(target.upload_url)} (object ${target.object_path}).`);
      return target.object_path;
    } catch (error) {
      if (error instanceof HttpError && error.status === 403 && !renewed) {
        log.info(`${error.message}: the upload URL expired or was refused; asking for a new one.`);
        renewed = true;
        target = await cp.requestUploadUrl(deploymentId);
        protect(ctx, target.upload_url);
        continue;
      }
      const retryable =
        error instanceof RequestError &&
        error.retryable &&
        !(error instanceof HttpError && error.status === 403);
      if (!retryable || attempt >= UPLOAD.attempts)
        throw uploadFailed(ctx, target.upload_url, attempt, error);
      const pause = jitteredPause(attempt - 1, ctx.retry, ctx.random);
      log.info(
        `${(error as Error).message}; uploading again in ${formatDuration(pause)} (attempt ${attempt + 1} of ${UPLOAD.attempts}).`,
      );
      await ctx.budget.pause(pause);
    }
  }
}

/** A failed upload, said as one: the storage host is not the control plane. */
function uploadFailed(ctx: RunContext, url: string, attempts: number, error: unknown): unknown {
  if (!(error instanceof RequestError)) return error;
  const again = runAgainWords(ctx.inputs.frontEnd);
  return new ActionError({
    title: 'Upload failed',
    message: `The archive could not be uploaded to the storage host the control plane named (${shownUrl(url)}), after ${attempts} attempt${attempts === 1 ? '' : 's'}; no new revision was made. ${again[0]!.toUpperCase()}${again.slice(1)}; if it keeps failing, the platform's storage may be down.\n${error.message}.`,
  });
}

/** The signed URL, and its signature alone, are secrets from now on. */
function protect(ctx: RunContext, url: string): void {
  ctx.mask(url);
  // A URL that does not parse fails the PUT.
  if (!URL.canParse(url)) return;
  const { search, searchParams } = new URL(url);
  if (search) ctx.mask(search.slice(1));
  for (const value of searchParams.values()) if (value.length >= 16) ctx.mask(value);
}

async function put(ctx: RunContext, url: string, archive: Archive): Promise<void> {
  const label = shownUrl(url);
  // Refused before any connection: the URL is the control plane's word, not the user's.
  const plane = ctx.inputs.controlPlane.baseUrl;
  const problem = uploadUrlProblem(url, plane, {
    upload: await addressesOf(ctx, url),
    plane: await addressesOf(ctx, plane),
  });
  if (problem) {
    throw new ActionError({
      title: 'Unsafe upload URL',
      message: `The control plane gave ${label} to upload the source to: ${problem}. Nothing was sent there, and no new revision was made. Check that api_url (or self_hosted_url) names the control plane you mean.`,
    });
  }
  // Each attempt is bounded, so one hung PUT leaves time to try again.
  const attemptMs = Math.max(UPLOAD.attemptMinMs, archive.bytes / UPLOAD.minBytesPerMs);
  const reply = await ctx.transport.send({
    method: 'PUT',
    url,
    label,
    // No X-Api-Key: the storage host is not the control plane.
    headers: {
      'content-type': 'application/gzip',
      'content-length': String(archive.bytes),
      'x-goog-content-length-range': `0,${UPLOAD.maxBytes}`,
    },
    body: createReadStream(archive.file).pipe(progress(ctx, archive.bytes)),
    timeoutMs: Math.max(1, ctx.budget.cap(attemptMs)),
    signal: ctx.budget.signal,
  });
  if (reply.status >= 200 && reply.status < 300) return;
  const { detail } = errorDetail(reply.text, reply.contentType, ctx.redact);
  throw new HttpError({ method: 'PUT', path: label, status: reply.status, detail });
}

/**
 * What the URL's host name resolves to, looked up as its connection will be; nothing for an
 * address literal, or when the lookup fails or takes longer than UPLOAD.lookupMaxMs (the PUT
 * then finds out for itself). Stops on cancellation and at the deadline.
 */
async function addressesOf(ctx: RunContext, url: string): Promise<string[]> {
  if (!URL.canParse(url)) return [];
  const { hostname } = new URL(url);
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return [];
  const limit = ctx.budget.limit({ ms: UPLOAD.lookupMaxMs, name: 'the name lookup' });
  try {
    return await raceAbort(limit.signal, ctx.lookup(hostname));
  } catch {
    ctx.budget.checkCancelled();
    return [];
  }
}

/** Logs how far a large upload got, every quarter; frees the chunks sent as they pass. */
function progress(ctx: RunContext, total: number): Transform {
  const collect = youngGarbageCollector(UPLOAD.collectEveryBytes);
  let sent = 0;
  let reported = 0;
  const started = ctx.clock.now();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      collect(chunk.length);
      const quarter = Math.floor((sent / total) * 4);
      if (total >= UPLOAD.progressFromBytes && quarter > reported && quarter < 4) {
        reported = quarter;
        ctx.log.info(
          `Uploading: ${quarter * 25}% of ${formatSize(total)} after ${formatDuration(ctx.clock.now() - started)}.`,
        );
      }
      done(null, chunk);
    },
  });
}
