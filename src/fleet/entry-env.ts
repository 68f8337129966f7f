import { place, type Manifest, type ManifestEntry } from './manifest.ts';

/** The runner's variable for an input (`INPUT_GRAPH_CONFIG_PATH`). */
export const inputVariable = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** Whether the step set an input: the runner passes nothing (or blank) for one it did not. */
export const stepSet = (env: NodeJS.ProcessEnv, name: string): boolean =>
  (env[inputVariable(name)]?.trim() ?? '') !== '';

/**
 * The inputs of one deployment of a manifest, as the runner's variables: the step's own inputs,
 * over the entry's settings, over the manifest's defaults (the action's defaults apply last, in
 * inputs/read.ts). `origin` says where a value the step did not set came from, so a problem with
 * it names its place in the manifest.
 */
export function entryEnv(
  env: NodeJS.ProcessEnv,
  manifest: Manifest,
  entry: ManifestEntry,
  overrides: Record<string, string | undefined> = {},
): { env: NodeJS.ProcessEnv; origin: (input: string) => string | undefined } {
  const layered: NodeJS.ProcessEnv = { ...env };
  const origins = new Map<string, string>();
  const layers: Array<[Record<string, string>, string]> = [
    [{ ...entry.settings, name: entry.name }, place(manifest.path, { entry: entry.name })],
    [manifest.defaults, place(manifest.path, 'defaults')],
  ];
  for (const [settings, where] of layers)
    for (const [name, value] of Object.entries(settings)) {
      if (stepSet(layered, name)) continue;
      layered[inputVariable(name)] = value;
      origins.set(name, where);
    }
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete layered[inputVariable(name)];
    else layered[inputVariable(name)] = value;
  }
  return { env: layered, origin: (input) => origins.get(input) };
}
