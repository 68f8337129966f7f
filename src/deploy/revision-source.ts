import { ActionError } from '../base/errors.ts';
import { clip } from '../base/untrusted.ts';
import { API_SOURCE } from '../control-plane/payloads.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import type { Source } from '../inputs/types.ts';
import type { RunContext } from '../run/context.ts';

/**
 * What a deployment is made from (its `source`, fixed at creation), and which `source` inputs can
 * make its next revision. A PATCH names its `revision_source` (payloads.ts); without one the
 * platform falls back to the deployment's own source (the OpenAPI document says so), so a GitHub
 * revision of an uploaded deployment would build from the wrong source. An upload revision of a
 * GitHub deployment is the API's override; a GitHub revision needs the repository and
 * integration only a `github` deployment has (a PATCH cannot set them); an image deployment takes
 * no build from this action. A source this table does not know is left to the platform.
 */
const SOURCES: Record<string, { is: string; takes: readonly Source[] }> = {
  github: { is: 'builds from a GitHub repository', takes: ['github', 'upload'] },
  internal_source: {
    is: 'is built from uploaded source, with no repository or GitHub integration',
    takes: ['upload'],
  },
  external_docker: { is: 'runs an image from your registry', takes: ['external_docker'] },
  internal_docker: { is: "runs images pushed by LangSmith's deploy clients", takes: [] },
};

/** Why a revision from this input cannot be made of such a deployment. */
const CANNOT: Record<Source, string> = {
  github:
    'a GitHub revision builds from the repository and integration the deployment was created with, and an update cannot add them',
  upload: 'an uploaded archive is built only for a deployment that builds from source',
  external_docker: 'an image is given only to a deployment created from an image',
};

/**
 * Before any write: refuses a revision the deployment cannot take, naming its source and the
 * input that fits it; says so when an upload builds a GitHub deployment from other files.
 */
export function checkRevisionSource(
  ctx: Pick<RunContext, 'log'>,
  existing: Deployment,
  source: Source,
): void {
  const own = existing.source;
  // Own keys only: a source named `constructor` or `__proto__` is just one this table does not know.
  const known = own !== undefined && Object.hasOwn(SOURCES, own) ? SOURCES[own] : undefined;
  if (!known) return;
  const what = `Deployment ${existing.id} (${clip(existing.name ?? '', 128)}) ${known.is} (source ${own})`;
  if (!known.takes.includes(source)) {
    const fits = known.takes[0];
    throw new ActionError({
      title: 'Source does not fit the deployment',
      message: `${what}, so source: ${source} cannot make its next revision: ${CANNOT[source]}. Nothing was sent. ${
        fits
          ? `Set source: ${fits} to update it`
          : 'This action makes no revision of it: update it with the client that made it'
      }, or set another name to create a deployment with source: ${source}.`,
    });
  }
  if (source === 'upload' && own !== API_SOURCE.upload)
    ctx.log.info(
      `${what}; this revision is built from the uploaded archive instead (revision_source ${API_SOURCE[source]}, the API's override for one revision).`,
    );
}
