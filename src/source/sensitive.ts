import { ActionError } from '../base/errors.ts';
import type { Inputs } from '../inputs/types.ts';
import type { SourceFile } from './collect.ts';
import type { KnownSecret, Leak } from './secret-scan.ts';

/** The most files a warning or an error lists; the rest are counted. */
const LISTED = 20;

/** Every secret the action was given, by the input that gave it. */
export function secretsOf(inputs: Inputs): KnownSecret[] {
  return [
    { input: 'api_key', value: inputs.controlPlane.apiKey },
    { input: 'github_token', value: inputs.github.token ?? '' },
    ...(inputs.deployment.secrets ?? []).map((s) => ({ input: `secrets: ${s.name}`, value: s.value })),
  ];
}

/** Archived files holding secrets the action was given: the upload must not happen. */
export function secretsInArchive(leaks: Leak[]): ActionError {
  return new ActionError({
    title: 'Secret in the source',
    message: `The archive would hold a secret this action was given (named by its input, never by its value), so nothing was uploaded:\n${listed(leaks.map((leak) => `${leak.path} (${leak.inputs.join(', ')}${leak.inName ? ', in its name' : ''})`))}\nA step before this one probably wrote such a file (.env, .npmrc). Leave it out of the archive: list it in .dockerignore or .gitignore, or remove it in an earlier step. What the deployment needs at run time goes in \`secrets\`.`,
  });
}

/**
 * Archived files that look like credentials — by name, or a private key by its first bytes —
 * as one warning ('' when there are none): they may be meant, so they are uploaded, but said.
 */
export function credentialWarning(files: SourceFile[], privateKeys: string[]): string {
  const byName = files.filter((file) => looksLikeCredentials(file.path)).map((file) => file.path);
  const found = [...new Set([...byName, ...privateKeys])].sort();
  if (found.length === 0) return '';
  return `Archived files that look like credentials (an environment file, a registry token, a private key) are uploaded with the source:\n${listed(found)}\nIf the build does not need one, leave it out in .dockerignore or .gitignore, or remove it in an earlier step.`;
}

/** One line each, the first LISTED of them. */
function listed(lines: string[]): string {
  const more = lines.length - LISTED;
  const shown = lines.slice(0, LISTED).map((line) => `  - ${line}`);
  return [...shown, ...(more > 0 ? [`  … and ${more} more`] : [])].join('\n');
}

/**
 * File names that hold credentials far more often than not: environment files, package-registry
 * and netrc tokens, private keys and key stores, cloud credentials (a workflow's cloud login
 * step can leave one in the workspace). Templates committed on
 * purpose (`.env.example`, `.env.sample`, `.env.template`) and public keys (`id_rsa.pub`) are not
 * among them.
 */
const CREDENTIAL_NAMES: RegExp[] = [
  /^\.env(?:\.(?!(?:example|sample|template|dist|defaults?)$).+)?$/i,
  /^.+\.env$/i,
  /^\.(?:npmrc|pypirc|netrc|git-credentials|dockercfg|htpasswd|pgpass|s3cfg)$/i,
  /^_netrc$/i,
  /\.(?:pem|key|p12|pfx|jks|keystore|ppk)$/i,
  /^id_(?:rsa|dsa|ecdsa|ed25519)(?!.*\.pub$)/,
  /^(?:credentials|client_secrets?|service[-_]account.*)\.json$/i,
  // What google-github-actions/auth writes into the workspace, and gcloud's own credentials.
  /^gha-creds-[0-9a-f]+\.json$/i,
  /^application_default_credentials\.json$/i,
  /^kubeconfig$/i,
  // direnv's environment file.
  /^\.envrc$/i,
];

/** Paths (from the archive's root) of the same kind, known by their folder. */
const CREDENTIAL_PATHS: RegExp[] = [
  /(?:^|\/)\.aws\/credentials$/,
  /(?:^|\/)\.docker\/config\.json$/,
  /(?:^|\/)\.kube\/config$/,
];

/** Whether an archived path's name says it likely holds credentials. */
export function looksLikeCredentials(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return CREDENTIAL_NAMES.some((p) => p.test(name)) || CREDENTIAL_PATHS.some((p) => p.test(path));
}
