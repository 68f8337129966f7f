import type { InputSource } from '../inputs/read.ts';
import { place, type Manifest, type ManifestEntry } from './manifest.ts';

/** Whether the step set an input: the runner passes nothing (or blank) for one it did not. */
export const isSet = (source: InputSource, name: string): boolean => source.value(name).trim() !== '';

/**
 * The inputs of one deployment of a manifest, as a source over the step's: the step's own
 * inputs, over the entry's settings, over the manifest's defaults (the action's defaults apply
 * last, in inputs/read.ts). `origin` says where a value the step did not set came from, so a
 * problem with it names its place in the manifest. `overrides` replace the step's values (a plan
 * reads each entry as its matrix job's deploy would); undefined clears one.
 */
export function entrySource(
  step: InputSource,
  manifest: Manifest,
  entry: ManifestEntry,
  overrides: Record<string, string | undefined> = {},
): InputSource {
  const values = new Map<string, { value: string; where: string }>();
  const layers: Array<[Record<string, string>, string]> = [
    [{ ...entry.settings, name: entry.name }, place(manifest.path, { entry: entry.name })],
    [manifest.defaults, place(manifest.path, 'defaults')],
  ];
  for (const [settings, where] of layers)
    for (const [name, value] of Object.entries(settings))
      if (!isSet(step, name) && !values.has(name)) values.set(name, { value, where });
  const overridden = (name: string): boolean => Object.hasOwn(overrides, name);
  return {
    ...step,
    value: (name) =>
      overridden(name)
        ? (overrides[name] ?? '')
        : isSet(step, name)
          ? step.value(name)
          : (values.get(name)?.value ?? ''),
    origin: (input) => (overridden(input) ? undefined : values.get(input)?.where),
  };
}
