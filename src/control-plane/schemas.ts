import * as z from 'zod';
import { boundedJson, printable } from '../base/untrusted.ts';
import { withoutCredentials } from '../base/url.ts';
import { LOG_LIMITS, REPLY_FIELD_MAX_CHARS } from '../base/policy.ts';

/**
 * Replies of the control plane, checked at the edge. Objects accept extra fields (the API
 * grows); a revision status is an open string, classified by wait/revision-status.ts. Text the
 * action shows (statuses, names, URLs) is stripped of control characters here, and cut only where
 * it is shown, after redaction (a cut here could leave half a secret the redactor cannot see);
 * ids, which go into request paths, must be printable and bounded or the reply is refused.
 */
const Id = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[^\s\u0000-\u001f\u007f-\u009f]+$/, 'not a printable id');
const Printable = z.string().transform(printable);

/**
 * The deployment's secrets, by name: the API lists them with masked values, which are dropped here
 * (nothing could be done with them). A list that does not read as one is as good as none sent:
 * unknown (undefined), never empty.
 */
const SecretNames = z
  .array(z.object({ name: z.string().min(1).max(256).transform(printable) }))
  .transform((secrets) => secrets.map((s) => s.name))
  .optional()
  // A list with one row that does not read (null, no name) is unknown as a whole: `merge` then
  // refuses rather than guess, and a deploy without `secrets` never needed it.
  .catch(undefined);
/** A git commit SHA as the platform reports it (hex, 7–64 characters), or absent. */
const CommitSha = z
  .string()
  .regex(/^[0-9a-fA-F]{7,64}$/)
  .nullish()
  .catch(undefined);

/**
 * A value a promote sends back to the control plane as it was read (a ref, a config path, an
 * image, a build command): kept only when it is exactly what a request could carry — bounded, no
 * control character, not blank; anything else is unknown, never cleaned into another value.
 */
const SentBack = z
  .string()
  .min(1)
  .max(REPLY_FIELD_MAX_CHARS.sentBack)
  .refine((value) => value === printable(value), 'not one line of printable text')
  .nullish()
  .catch(undefined);

export const Deployment = z
  .looseObject({
    id: Id,
    // Kept as sent until the transform below: a lookup must know whether cleaning it changed it.
    name: z.string().optional(),
    tenant_id: Id.nullish(),
    latest_revision_id: Id.nullish(),
    active_revision_id: Id.nullish(),
    status: Printable.optional(),
    source: Printable.optional(),
    /**
     * One of the platform's own Preview builds (the official Go client reads it; the public OpenAPI
     * document does not show it yet). Anything but `true` is a deployment like any other.
     */
    is_preview: z.boolean().nullish().catch(undefined),
    // The agent server's URL, without any `user:password@`: it is shown and set as an output.
    secrets: SecretNames,
    source_config: z
      .looseObject({
        custom_url: Printable.transform(withoutCredentials).nullish(),
        // What a promote compares between the source deployment and its target.
        repo_url: SentBack,
        install_command: SentBack,
        build_command: SentBack,
        deployment_type: SentBack,
      })
      .nullish(),
    /** The agent server's image version, as the control plane names it (a promote compares them). */
    image_version: SentBack,
    /** Of the latest revision (the OpenAPI document says so): its commit, for `source: github`. */
    source_revision_config: z
      .looseObject({ repo_ref: Printable.nullish(), repo_commit_sha: CommitSha })
      .nullish()
      .catch(undefined),
  })
  /**
   * `name` is shown cleaned (no control character, line or paragraph separator or bidirectional
   * override; spaces collapsed and trimmed), and only the cleaned name ever leaves this module.
   * `nameIsExact`: whether that is the name as the server sent it. A row whose name cleaning
   * would change equals no name a lookup compares (deploy/find.ts, `exactName`): taken for the
   * name it shows, `"my-agent\u0007"` would be updated, rolled back or deleted as `my-agent`.
   */
  .transform(({ name, ...row }) => {
    const shown = name === undefined ? undefined : printable(name);
    return { ...row, name: shown, nameIsExact: shown !== undefined && shown === name };
  });
export type Deployment = z.infer<typeof Deployment>;

/**
 * The reply to the read of one record by its id (`GET …/{id}`): that record, its `id` the one asked
 * for (in any letter case, as UUIDs are; the id asked for is kept). A reply about another record
 * — a server's bug, a cache, a proxy — is malformed: what the run does next goes by the reply's id
 * (a deploy's PATCH, a rollback's redeploy) or believes its status (another revision's DEPLOYED).
 */
function readById<T extends { id: string }>(schema: z.ZodType<T>, what: string) {
  return (id: string) =>
    schema
      .refine((row) => row.id.toLowerCase() === id.toLowerCase(), {
        message: `is about another ${what}, not ${id}`,
        path: ['id'],
      })
      .transform((row): T => ({ ...row, id }));
}

/** The reply to the read of deployment `id` (readById). */
export const deploymentOf = readById(Deployment, 'deployment');

export const DeploymentList = z.looseObject({
  resources: z.array(Deployment),
  offset: z.number().int().optional(),
});

const Revision = z.looseObject({
  id: Id,
  status: Printable.pipe(z.string().min(1)),
  created_at: z.string().max(64).optional(),
  updated_at: z.string().max(64).optional(),
  source_revision_config: z
    .looseObject({
      repo_ref: Printable.nullish(),
      repo_commit_sha: CommitSha,
      // What a promote sends the target: the config path of a build, the image it runs.
      langgraph_config_path: SentBack,
      image_uri: SentBack,
    })
    .nullish(),
});
export type Revision = z.infer<typeof Revision>;
/** The reply to the read of revision `id` (readById). */
export const revisionOf = readById(Revision, 'revision');

export const RevisionList = z.looseObject({
  resources: z.array(Revision),
  offset: z.number().int().optional(),
});

export const AuthWait = z.looseObject({
  status: Printable.pipe(z.string().min(1)),
  token: z.string().nullish(),
});

export const GithubIntegration = z.looseObject({
  id: Id,
  name: Printable.optional(),
  installation_id: z.number().optional(),
});

export const GithubRepository = z.looseObject({
  url: z.string().max(REPLY_FIELD_MAX_CHARS.url),
  name: Printable.optional(),
  owner: Printable.optional(),
});

/** A build log or a server (deploy) log. */
export type LogKind = 'build' | 'server';

/** What a log read asks for (platform-facts.md, "Logs"). */
export interface LogQuery {
  limit: number;
  order: 'asc' | 'desc';
  /** Opaque: a previous reply's `next_offset`. */
  offset?: string;
  level?: string;
}

/**
 * A page of log lines. Lines are untrusted text (they can hold secrets and anything at all): they
 * are redacted, bounded and neutralised when shown (logs/render.ts); a line that is not even an
 * object is dropped rather than failing the read.
 */
const absent = (): undefined => undefined;
export const LogLine = z.looseObject({
  // Python servers send null for a missing field, and a field of the wrong type is as good as
  // missing: the line is still shown.
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => v ?? undefined)
    .catch(absent),
  timestamp: z
    .union([z.number(), z.string().max(64)])
    .nullish()
    .transform((v) => v ?? undefined)
    .catch(absent),
  // Made one safe line where it is shown (logs/render.ts), which strips escape sequences first.
  level: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : String(v)))
    .catch(absent),
  // Structured loggers send objects, some send numbers: shown as JSON text, only so deep (a
  // hostile one nested deeper than the stack could walk must not fail the read).
  message: z
    .unknown()
    .transform((v) =>
      v === null || v === undefined ? undefined : typeof v === 'string' ? v : boundedJson(v),
    )
    .catch(absent),
});
export type LogLine = z.infer<typeof LogLine>;

/** The rows of a reply that read as lines; a row that is not even an object is dropped. */
export function logLines(rows: unknown[]): LogLine[] {
  return rows.flatMap((row) => {
    const line = LogLine.safeParse(row);
    return line.success ? [line.data] : [];
  });
}

/**
 * A page of a log. Only its first LOG_LIMITS.pageRowsRead rows are read: a server that ignores
 * `limit` may send hundreds of thousands, and each line read is redacted against every secret
 * before it is shown. The rest are counted (`unread`), never parsed.
 */
export const LogPage = z
  .looseObject({
    logs: z.array(z.unknown()),
    next_offset: z.union([z.string().max(REPLY_FIELD_MAX_CHARS.offset), z.number()]).nullish(),
  })
  .transform((page) => ({
    ...page,
    logs: logLines(page.logs.slice(0, LOG_LIMITS.pageRowsRead)),
    unread: Math.max(0, page.logs.length - LOG_LIMITS.pageRowsRead),
  }));
export type LogPage = z.infer<typeof LogPage>;

/** Where to upload a source archive: a signed URL (a credential: masked, never logged whole). */
export const UploadUrl = z.looseObject({
  upload_url: z.string().max(REPLY_FIELD_MAX_CHARS.uploadUrl),
  // An object name, sent back in the PATCH and shown in the log: printable, no `..` segment.
  object_path: z
    .string()
    .min(1)
    .max(REPLY_FIELD_MAX_CHARS.objectPath)
    .regex(/^[^\s\u0000-\u001f\u007f-\u009f]+$/, 'not a printable object path')
    .refine((path) => !path.split('/').includes('..'), 'an object path with ".."'),
});

/** FastAPI-style error bodies: `{"detail": "text"}` or `{"detail": [{loc, msg, type}]}`. */
export const ErrorBody = z.looseObject({
  detail: z
    .union([
      z.string(),
      z.array(z.looseObject({ loc: z.array(z.union([z.string(), z.number()])).optional(), msg: z.string() })),
    ])
    .optional(),
  message: z.string().optional(),
});
