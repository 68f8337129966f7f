import { INPUT_NAMES } from './action-defaults.ts';

/**
 * A bad input, kept as data until the edge renders it: the action names the input as action.yml
 * does (`graph_config_path`), the CLI as its flag or variable (`--graph-config-path`). No code
 * reads a problem's text: what a reader needs to know (which input, where in a fleet manifest,
 * which other problem it follows from) is a field.
 */
export interface Problem {
  /** The input it is about; none for a problem of a whole file (a fleet manifest's shape). */
  input?: string;
  /** What is wrong and what is accepted, after the input's name. */
  message: string;
  /** Where the value came from when not the step itself: a place in a fleet manifest. */
  origin?: string;
  /** The manifest entry it is in: its index in the manifest's `deployments`. */
  entry?: number;
  /** Its line in the file it is about, where known. */
  line?: number;
  /** What of the input it is about, shown beside its name: the checks file's path. */
  about?: string;
  /** The input whose problem this one follows from: said alone, that problem is the cause. */
  cause?: string;
}

/** Where in a fleet manifest a value is: its place as problems name it, and its entry. */
export type Place = Pick<Problem, 'origin' | 'entry'>;

/**
 * A problem as a line: `origin: input (about): message`. An input a manifest set is named as the
 * manifest names it (its key); one the step set, as the front end names it (`label`).
 */
export function problemText(problem: Problem, label: (input: string) => string = (input) => input): string {
  const { input, message, origin, about } = problem;
  const name = input === undefined ? undefined : origin ? input : label(input);
  const head = [origin, name && (about ? `${name} (${about})` : name)].filter(Boolean).join(': ');
  return head ? `${head}: ${message}` : message;
}

/** Whether two problems say the same thing of the same input from the same place. */
export function sameProblem(a: Problem, b: Problem): boolean {
  return a.input === b.input && a.message === b.message && a.origin === b.origin && a.about === b.about;
}

/**
 * Problems in the order they are said: by their input's place in action.yml (those of no input,
 * such as a manifest's shape or a key that is no input, first), then by manifest entry (the step's
 * and the manifest's defaults first), then by line in the file; else as found.
 */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const key = (p: Problem): number[] => [
    (INPUT_NAMES as readonly string[]).indexOf(p.input ?? ''),
    p.entry ?? -1,
    p.line ?? 0,
  ];
  return problems.toSorted((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka.map((k, i) => k - kb[i]!).find((d) => d !== 0) ?? 0;
  });
}
