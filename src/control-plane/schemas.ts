import * as z from 'zod';

/**
 * Replies of the control plane, checked at the edge. Objects accept extra fields (the API
 * grows); a revision status is an open string, classified by wait/revision-status.ts.
 */
export const Deployment = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  tenant_id: z.string().nullish(),
  latest_revision_id: z.string().nullish(),
  active_revision_id: z.string().nullish(),
  status: z.string().optional(),
  source: z.string().optional(),
  source_config: z.looseObject({ custom_url: z.string().nullish() }).nullish(),
});
export type Deployment = z.infer<typeof Deployment>;

export const DeploymentList = z.looseObject({
  resources: z.array(Deployment),
  offset: z.number().int().optional(),
});

export const Revision = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Revision = z.infer<typeof Revision>;

export const RevisionList = z.looseObject({
  resources: z.array(Revision),
  offset: z.number().int().optional(),
});

export const AuthWait = z.looseObject({
  status: z.string().min(1),
  token: z.string().nullish(),
});
export type AuthWait = z.infer<typeof AuthWait>;

export const GithubIntegration = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  installation_id: z.number().optional(),
});
export type GithubIntegration = z.infer<typeof GithubIntegration>;

export const GithubRepository = z.looseObject({
  url: z.string(),
  name: z.string().optional(),
  owner: z.string().optional(),
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
