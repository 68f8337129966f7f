import { INPUT_DOCS, type InputDoc } from '../inputs/input-docs.ts';
import { fromLangSmithEndpoint } from '../inputs/endpoint.ts';
import { CLI_PROGRAM, closest, flagOf } from '../inputs/front-end.ts';
import { COMMANDS, type Command } from '../inputs/types.ts';
import {
  commandsOf,
  ENDPOINT_ENV,
  ENDPOINT_INPUTS,
  envOf,
  ENV_PREFIX,
  fallbackOf,
  FALLBACK_ENV,
  INSTANCE_INPUTS,
  inputsOf,
  isSwitch,
  OPTIONS,
  type OptionName,
} from './flags.ts';
import { SECRET_INPUTS } from '../inputs/secret-inputs.ts';

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
      /** Said in the log as the run starts: where a value no flag gave came from. */
      notes: string[];
    };

const isCommand = (word: string | undefined): word is Command =>
  (COMMANDS as readonly string[]).includes(word ?? '');

/** Flag → the input it gives (every input but `command`, which is the first word). */
const INPUT_FLAGS = new Map(INPUT_DOCS.filter((d) => d.name !== 'command').map((d) => [flagOf(d.name), d]));
/** Flag → the CLI's own option (`--json`, `--output-file`, …). */
const OPTION_FLAGS = new Map(
  Object.entries(OPTIONS).map(([name, o]) => [o.flag as string, name as OptionName]),
);

/** What parsing has found so far: filled in word by word. */
interface Parse {
  command?: Command;
  given: Map<string, Given>;
  options: CliOptions;
  problems: string[];
  warnings: string[];
  seen: Set<string>;
  /** The secret flag the words since the last flag follow: each of them may be part of its value. */
  afterSecret?: string;
}

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

  const p: Parse = {
    given: new Map(),
    options: { json: false, debug: false },
    problems: [],
    warnings: [],
    seen: new Set(),
  };
  // The command comes first; a flag there is read as one, after the problem.
  if (isCommand(first)) p.command = first;
  else if (first.startsWith('-'))
    p.problems.push(`the command comes first: ${CLI_PROGRAM} <${COMMANDS.join('|')}> [flags]`);
  else p.problems.push(`"${first}" is not a command; use one of ${COMMANDS.join(', ')}`);
  if (argv.some((a) => a === '--help' || a === '-h'))
    return p.command ? { kind: 'help', command: p.command } : { kind: 'help' };
  const flagged = first.startsWith('-');
  // Where the first flag is on the command line, counted from the command (the shell's $1).
  readFlags(flagged ? argv : argv.slice(1), flagged ? 1 : 2, p);
  const { command, given, options, problems, warnings } = p;
  if (command) readEnvironment(command, env, inActions, given, warnings);
  // The deployment's name from a variable of the environment, which a shell may hold from another
  // project, is said; its value is not repeated: it is checked only later.
  const from = given.get('name')?.from;
  const notes =
    command && from && !from.startsWith('--')
      ? [`Deployment name from ${from} in the environment; --name or --deployment-id overrides it.`]
      : [];
  return { kind: 'run', command, given, options, problems, warnings, notes };
}

/** Reads the words after the command; `first1`: args[0]'s place on the command line. */
function readFlags(args: readonly string[], first1: number, p: Parse): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!isValueWord(arg)) p.afterSecret = undefined;
    const misdashed = misdashedFlag(arg);
    if (misdashed) {
      // The word after a misdashed flag is probably its value, maybe a secret: skipped, never repeated.
      p.problems.push(misdashed.problem);
      const meant = INPUT_FLAGS.get(misdashed.flag);
      if (meant && SECRET_INPUTS.includes(meant.name)) p.afterSecret = misdashed.shown;
      if (isValueWord(args[i + 1])) i++;
    } else if (!arg.startsWith('--')) p.problems.push(strayWordProblem(args, i, first1, p.afterSecret));
    else i = readFlag(args, i, p);
  }
}

/** The problem with a word that is not a flag; usually a value after a switch, which takes none (`--wait false`). */
function strayWordProblem(
  args: readonly string[],
  i: number,
  first1: number,
  afterSecret: string | undefined,
): string {
  const arg = args[i]!;
  const before = args[i - 1] ?? '';
  const sw = before.startsWith('--') && !before.includes('=') ? INPUT_FLAGS.get(before) : undefined;
  // A word after a secret's value (an unquoted `--secrets A=x B=y`), or one like NAME=value,
  // may be part of a secret: named by its place, never shown.
  const hidden = afterSecret !== undefined || SECRET_LIKE.test(arg);
  const at = `argument ${i + first1}`;
  return sw && isSwitch(sw)
    ? `${before}: is a switch and takes no separate value${hidden ? ` (${at})` : ''}; write ${before}=${hidden ? 'VALUE' : arg} (or --no-${before.slice(2)})`
    : hidden
      ? `${at} is not a flag${afterSecret ? ` (it follows the value of ${afterSecret}: quote a value that has spaces or lines)` : ''}; flags are --name value or --name=value`
      : `"${arg}" is not a flag; flags are --name value or --name=value`;
}

/** Reads the flag at args[i] and its value; returns the index of the last word it used. */
function readFlag(args: readonly string[], i: number, p: Parse): number {
  const spelled = spelledFlag(args[i]!, p);
  if (!spelled) return i;
  const { flag, inline } = spelled;
  const option = OPTION_FLAGS.get(flag);
  const doc = INPUT_FLAGS.get(flag);
  // A secret's flag, or one no flag is (a typo of one, maybe): what follows may be its value.
  if ((doc && SECRET_INPUTS.includes(doc.name)) || (!doc && !option)) p.afterSecret = flag;
  const takesValue = option ? OPTIONS[option].value : doc ? !isSwitch(doc) : false;
  let value = inline;
  if (value === undefined && takesValue) {
    const next = args[i + 1];
    if (next === undefined || (next.startsWith('--') && next.length > 2)) {
      p.problems.push(`${flag}: needs a value (${flag} VALUE)`);
      return i;
    }
    value = next;
    i++;
  }
  if (p.seen.has(flag)) {
    p.problems.push(`${flag}: given twice; give it once`);
    return i;
  }
  p.seen.add(flag);
  if (option) setOption(option, flag, value ?? 'true', inline, p);
  else if (doc) setInput(doc, flag, value ?? 'true', p);
  else {
    p.problems.push(
      `${flag}: is not a flag of ${CLI_PROGRAM}${p.command ? ` ${p.command}` : ''}${didYouMean(flag, [...INPUT_FLAGS.keys(), ...OPTION_FLAGS.keys()])}`,
    );
    // A mistyped flag's value (`--api_key sk-…`) is skipped, never repeated: it may be a secret.
    if (inline === undefined && isValueWord(args[i + 1])) i++;
  }
  return i;
}

/** The flag and its inline value (`--flag=value`); `--no-wait` is `--wait=false` for switches. */
function spelledFlag(arg: string, p: Parse): { flag: string; inline?: string } | undefined {
  const eq = arg.indexOf('=');
  const flag = eq < 0 ? arg : arg.slice(0, eq);
  const inline = eq < 0 ? undefined : arg.slice(eq + 1);
  const positive = INPUT_FLAGS.get(`--${flag.slice(5)}`);
  if (!flag.startsWith('--no-') || !positive || !isSwitch(positive)) return { flag, inline };
  if (inline === undefined) return { flag: `--${flag.slice(5)}`, inline: 'false' };
  p.problems.push(`${flag}: takes no value; use ${flag} or --${flag.slice(5)}=${inline}`);
  return undefined;
}

/** One of the CLI's own options: a file path or a switch. */
function setOption(
  option: OptionName,
  flag: string,
  value: string,
  inline: string | undefined,
  p: Parse,
): void {
  if (option === 'outputFile' || option === 'summaryFile') {
    if (value === '') p.problems.push(`${flag}: needs a path`);
    else p.options[option] = value;
  } else if (inline !== undefined) p.problems.push(`${flag}: takes no value`);
  else if (option === 'json' || option === 'debug') p.options[option] = true;
}

/** An input given by its flag, if it applies to the command; a secret on the command line is warned about. */
function setInput(doc: InputDoc, flag: string, value: string, p: Parse): void {
  if (p.command && !commandsOf(doc.name).includes(p.command)) {
    p.problems.push(`${flag}: does not apply to ${p.command}; it is for ${commandsOf(doc.name).join(', ')}`);
    return;
  }
  if (SECRET_INPUTS.includes(doc.name))
    p.warnings.push(
      `${flag} was given on the command line, where the shell's history and the process list keep it; set ${envOf(doc.name)}${FALLBACK_ENV[doc.name] ? ` (or ${FALLBACK_ENV[doc.name]!.names[0]})` : ''} instead.`,
    );
  p.given.set(doc.name, { value, from: flag });
}

/**
 * Dashes a document, a chat or a word processor puts where `--` was typed: en and em dashes, the
 * minus sign, hyphens and their full-width and small forms. They look like `--` and are not.
 */
const LOOKALIKE_DASHES = /^[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]+/;

/** A word meant as a flag, misdashed: its problem, the flag as typed (`shown`), what it meant (`flag`). */
interface Misdashed {
  problem: string;
  shown: string;
  flag: string;
}

/**
 * The problem with a word meant as a flag that does not start with `--` (`-name`, `—name`), or
 * undefined; `shown`: the flag as typed, `flag`: what it meant. Only the flag's name is shown: an
 * inline value (`—api-key=…`) may be a secret.
 */
function misdashedFlag(arg: string): Misdashed | undefined {
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
  const instance = command !== 'smoke-test' || given.has('checks');
  for (const doc of mine) {
    const fallback = fallbackOf(doc.name, command);
    if (given.has(doc.name) || !fallback || (fallback.inActions && !inActions)) continue;
    const fromEnv = (input: string): boolean => !!fallbackOf(input, command)?.names.some(set);
    if (fallback.unless?.some((input) => given.has(input) || fromEnv(input))) continue;
    if (fallback.with && !fallback.with.some((input) => given.has(input))) continue;
    if (!instance && INSTANCE_INPUTS.includes(doc.name)) continue;
    const name = fallback.names.find(set);
    if (name) given.set(doc.name, { value: env[name]!, from: name });
  }
  if (
    instance &&
    mine.some((d) => d.name === 'api_url') &&
    !ENDPOINT_INPUTS.some((input) => given.has(input)) &&
    set(ENDPOINT_ENV)
  )
    readLangSmithEndpoint(env[ENDPOINT_ENV]!.trim(), given, warnings);
  const known = new Set(INPUT_DOCS.map((d: InputDoc) => envOf(d.name)));
  for (const name of Object.keys(env).sort())
    if (name.startsWith(ENV_PREFIX) && !known.has(name))
      warnings.push(
        `${name} is not an input of ${CLI_PROGRAM}${didYouMean(name, [...known])}; it is ignored.`,
      );
}

/** LANGSMITH_ENDPOINT as the Go client reads it: the input choosing the control plane it gives. */
function readLangSmithEndpoint(text: string, given: Map<string, Given>, warnings: string[]): void {
  const derived = fromLangSmithEndpoint(text);
  if (!derived)
    warnings.push(`${ENDPOINT_ENV} is not a URL; it is ignored (the control plane is the default).`);
  else if ('region' in derived) given.set('region', { value: derived.region, from: ENDPOINT_ENV });
  else if ('selfHostedUrl' in derived)
    given.set('self_hosted_url', { value: derived.selfHostedUrl, from: ENDPOINT_ENV });
  else given.set('api_url', { value: derived.apiUrl, from: ENDPOINT_ENV });
}

/** `; did you mean --deployment-id?` for a near miss (a typo or two), else nothing. */
function didYouMean(word: string, candidates: readonly string[]): string {
  const near = closest(word, candidates, Math.max(2, Math.floor(word.length / 5)));
  return near ? `; did you mean ${near}?` : '';
}
