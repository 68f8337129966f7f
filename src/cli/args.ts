import { INPUT_DOCS, type InputDoc } from '../inputs/input-docs.ts';
import { fromLangSmithEndpoint } from '../inputs/endpoint.ts';
import { COMMANDS, type Command } from '../inputs/types.ts';
import {
  commandsOf,
  ENDPOINT_ENV,
  ENDPOINT_INPUTS,
  envOf,
  ENV_PREFIX,
  FALLBACK_ENV,
  flagOf,
  inputsOf,
  isSwitch,
  OPTIONS,
  PROGRAM,
  SECRET_INPUTS,
  type OptionName,
} from './flags.ts';

/** An input's value and where it came from: the flag or variable a problem names. */
export interface Given {
  value: string;
  from: string;
}

export interface CliOptions {
  json: boolean;
  outputFile?: string;
  summaryFile?: string;
  debug: boolean;
}

export type Invocation =
  | { kind: 'help'; command?: Command }
  | { kind: 'version' }
  | {
      kind: 'run';
      /** Undefined when missing or unknown (a problem says so). */
      command?: Command;
      given: Map<string, Given>;
      options: CliOptions;
      /** Bad arguments, each naming its flag: the run stops before any request (exit 2). */
      problems: string[];
      warnings: string[];
    };

const isCommand = (word: string | undefined): word is Command =>
  (COMMANDS as readonly string[]).includes(word ?? '');

/**
 * `langgraph-deploy <command> [--flag value | --flag=value | --switch | --no-switch]…`, then the
 * LANGGRAPH_DEPLOY_* variables for inputs no flag gave, then the fallbacks (LANGSMITH_API_KEY).
 * Pure: every problem is collected, none is thrown.
 */
export function parseInvocation(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  inActions: boolean,
): Invocation {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help')
    return isCommand(rest[0]) ? { kind: 'help', command: rest[0] } : { kind: 'help' };
  if (first === '--version' || first === '-v') return { kind: 'version' };

  const problems: string[] = [];
  const warnings: string[] = [];
  const options: CliOptions = { json: false, debug: false };
  const given = new Map<string, Given>();
  let command: Command | undefined;
  let args: readonly string[] = rest;
  if (isCommand(first)) command = first;
  else if (first.startsWith('-')) {
    problems.push(`the command comes first: ${PROGRAM} <${COMMANDS.join('|')}> [flags]`);
    args = argv;
  } else problems.push(`"${first}" is not a command; use one of ${COMMANDS.join(', ')}`);
  if (argv.some((a) => a === '--help' || a === '-h'))
    return command ? { kind: 'help', command } : { kind: 'help' };

  const docs = new Map(INPUT_DOCS.filter((d) => d.name !== 'command').map((d) => [flagOf(d.name), d]));
  const optionFlags = new Map(
    Object.entries(OPTIONS).map(([name, o]) => [o.flag as string, name as OptionName]),
  );
  const seen = new Set<string>();
  /** Where args[0] is on the command line, counted from the command (the shell's $1). */
  const first1 = args === argv ? 1 : 2;
  /** The secret flag the words since the last flag follow: each of them may be part of its value. */
  let afterSecret: string | undefined;

  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!isValueWord(arg)) afterSecret = undefined;
    const misdashed = misdashedFlag(arg);
    if (misdashed) {
      problems.push(misdashed.problem);
      const meant = docs.get(misdashed.flag);
      if (meant && SECRET_INPUTS.includes(meant.name)) afterSecret = misdashed.shown;
      // The word after it is probably its value, maybe a secret: skipped, never repeated.
      if (isValueWord(args[i + 1])) i++;
      continue;
    }
    if (!arg.startsWith('--')) {
      // The usual cause: a value after a switch, which takes none (`--wait false`).
      const before = args[i - 1] ?? '';
      const sw = before.startsWith('--') && !before.includes('=') ? docs.get(before) : undefined;
      // A word after a secret's value (an unquoted `--secrets A=x B=y`), or one like NAME=value,
      // may be part of a secret: named by its place, never shown.
      const hidden = afterSecret !== undefined || SECRET_LIKE.test(arg);
      const at = `argument ${i + first1}`;
      problems.push(
        sw && isSwitch(sw)
          ? `${before}: is a switch and takes no separate value${hidden ? ` (${at})` : ''}; write ${before}=${hidden ? 'VALUE' : arg} (or --no-${before.slice(2)})`
          : hidden
            ? `${at} is not a flag${afterSecret ? ` (it follows the value of ${afterSecret}: quote a value that has spaces or lines)` : ''}; flags are --name value or --name=value`
            : `"${arg}" is not a flag; flags are --name value or --name=value`,
      );
      continue;
    }
    const eq = arg.indexOf('=');
    let flag = eq < 0 ? arg : arg.slice(0, eq);
    let inline = eq < 0 ? undefined : arg.slice(eq + 1);
    // `--no-wait` is `--wait=false` for switches.
    const negated =
      flag.startsWith('--no-') && docs.has(`--${flag.slice(5)}`) && isSwitch(docs.get(`--${flag.slice(5)}`)!);
    if (negated) {
      if (inline !== undefined) {
        problems.push(`${flag}: takes no value; use ${flag} or --${flag.slice(5)}=${inline}`);
        continue;
      }
      flag = `--${flag.slice(5)}`;
      inline = 'false';
    }
    const option = optionFlags.get(flag);
    const doc = docs.get(flag);
    // A secret's flag, or one no flag is (a typo of one, maybe): what follows may be its value.
    if ((doc && SECRET_INPUTS.includes(doc.name)) || (!doc && !option)) afterSecret = flag;
    const takesValue = option ? OPTIONS[option].value : doc ? !isSwitch(doc) : false;
    let value = inline;
    if (value === undefined) {
      if (takesValue) {
        const next = args[i + 1];
        if (next === undefined || (next.startsWith('--') && next.length > 2)) {
          problems.push(`${flag}: needs a value (${flag} VALUE)`);
          continue;
        }
        value = next;
        i++;
      } else value = 'true';
    }

    if (seen.has(flag)) {
      problems.push(`${flag}: given twice; give it once`);
      continue;
    }
    seen.add(flag);

    if (option === 'outputFile' || option === 'summaryFile') {
      if (value === '') problems.push(`${flag}: needs a path`);
      else options[option] = value;
      continue;
    }
    if (option) {
      if (inline !== undefined) problems.push(`${flag}: takes no value`);
      else if (option === 'json' || option === 'debug') options[option] = true;
      continue;
    }
    if (!doc) {
      problems.push(
        `${flag}: is not a flag of ${PROGRAM}${command ? ` ${command}` : ''}${didYouMean(flag, [...docs.keys(), ...optionFlags.keys()])}`,
      );
      // A mistyped flag's value (`--api_key sk-…`) is skipped, never repeated: it may be a secret.
      if (inline === undefined && isValueWord(args[i + 1])) i++;
      continue;
    }
    if (command && !commandsOf(doc.name).includes(command)) {
      problems.push(`${flag}: does not apply to ${command}; it is for ${commandsOf(doc.name).join(', ')}`);
      continue;
    }
    if (SECRET_INPUTS.includes(doc.name))
      warnings.push(
        `${flag} was given on the command line, where the shell's history and the process list keep it; set ${envOf(doc.name)}${fallbackNote(doc.name)} instead.`,
      );
    given.set(doc.name, { value, from: flag });
  }

  if (command) readEnvironment(command, env, inActions, given, warnings);
  return { kind: 'run', command, given, options, problems, warnings };
}

/**
 * Dashes a document, a chat or a word processor puts where `--` was typed: en and em dashes, the
 * minus sign, hyphens and their full-width and small forms. They look like `--` and are not.
 */
const LOOKALIKE_DASHES = /^[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]+/;

/**
 * The problem with a word meant as a flag that does not start with `--` (`-name`, `—name`), or
 * undefined; `shown`: the flag as typed, `flag`: what it meant. Only the flag's name is shown: an
 * inline value (`—api-key=…`) may be a secret.
 */
function misdashedFlag(arg: string): { problem: string; shown: string; flag: string } | undefined {
  const lookalike = LOOKALIKE_DASHES.exec(arg)?.[0];
  const single = !lookalike && /^-[^-]/.test(arg) && arg.length > 2;
  if (!lookalike && !single) return undefined;
  const name = arg.slice(lookalike ? lookalike.length : 1).split('=')[0]!;
  const shown = `${lookalike ?? '-'}${name}`;
  const flag = `--${name}`;
  if (!lookalike) return { problem: `${shown}: flags start with two dashes; write ${flag}`, shown, flag };
  const codes = [...lookalike].map(
    (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return {
    problem: `${shown}: starts with "${lookalike}" (${codes.join(' ')}), a typographic dash, not "--"; type ${flag}`,
    shown,
    flag,
  };
}

/** A word that reads as a secret's `NAME=value` line: never repeated in a problem. */
const SECRET_LIKE = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** Whether a word can be the value of the flag before it (not a flag itself). */
const isValueWord = (word: string | undefined): boolean =>
  word !== undefined && !word.startsWith('-') && !LOOKALIKE_DASHES.test(word);

/** Inputs no flag gave, from LANGGRAPH_DEPLOY_* and the fallbacks; unknown LANGGRAPH_DEPLOY_* warned about. */
function readEnvironment(
  command: Command,
  env: NodeJS.ProcessEnv,
  inActions: boolean,
  given: Map<string, Given>,
  warnings: string[],
): void {
  const mine = inputsOf(command);
  const set = (name: string): boolean => (env[name] ?? '').trim() !== '';
  // A flag, then its own variable; only then the variables LangSmith's clients read.
  for (const doc of mine)
    if (!given.has(doc.name) && set(envOf(doc.name)))
      given.set(doc.name, { value: env[envOf(doc.name)]!, from: envOf(doc.name) });
  for (const doc of mine) {
    const fallback = FALLBACK_ENV[doc.name];
    if (given.has(doc.name) || !fallback || (fallback.inActions && !inActions)) continue;
    if (fallback.unless?.some((input) => given.has(input))) continue;
    const name = fallback.names.find(set);
    if (name) given.set(doc.name, { value: env[name]!, from: name });
  }
  if (
    mine.some((d) => d.name === 'api_url') &&
    !ENDPOINT_INPUTS.some((input) => given.has(input)) &&
    set(ENDPOINT_ENV)
  ) {
    const derived = fromLangSmithEndpoint(env[ENDPOINT_ENV]!.trim());
    if (!derived)
      warnings.push(`${ENDPOINT_ENV} is not a URL; it is ignored (the control plane is the default).`);
    else if ('region' in derived) given.set('region', { value: derived.region, from: ENDPOINT_ENV });
    else if ('selfHostedUrl' in derived)
      given.set('self_hosted_url', { value: derived.selfHostedUrl, from: ENDPOINT_ENV });
    else given.set('api_url', { value: derived.apiUrl, from: ENDPOINT_ENV });
  }
  const known = new Set(INPUT_DOCS.map((d: InputDoc) => envOf(d.name)));
  for (const name of Object.keys(env).sort())
    if (name.startsWith(ENV_PREFIX) && !known.has(name))
      warnings.push(`${name} is not an input of ${PROGRAM}${didYouMean(name, [...known])}; it is ignored.`);
}

function fallbackNote(input: string): string {
  const fallback = FALLBACK_ENV[input];
  return fallback ? ` (or ${fallback.names[0]})` : '';
}

/** `; did you mean --deployment-id?` for a near miss (a typo or two), else nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best && bestDistance <= Math.max(2, Math.floor(word.length / 5)) ? `; did you mean ${best}?` : '';
}

/** Levenshtein distance (flag names are short). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
