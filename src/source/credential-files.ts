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
