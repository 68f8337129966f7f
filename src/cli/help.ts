import { COMMAND_SUMMARIES } from '../inputs/commands.ts';
import { OUTPUT_DOCS, type InputDoc } from '../inputs/input-docs.ts';
import { COMMANDS, type Command } from '../inputs/types.ts';
import { EXIT } from './exit-codes.ts';
import { SECRET_INPUTS } from '../inputs/secret-inputs.ts';
import { CLI_PROGRAM, flagOf } from '../inputs/front-end.ts';
import { envOf, fallbackOf, inputsOf, isSwitch, OPTIONS } from './flags.ts';

/**
 * --help, made from the same definitions as action.yml (input-docs.ts, generated from it) and
 * the command table (inputs/commands.ts): nothing here names an input.
 */
const WIDTH = 100;

/** Markdown of action.yml's descriptions, as plain text. */
const plain = (text: string): string => text.replace(/`/g, '');

function wrap(text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent + line.length + 1 + word.length > WIDTH) {
      lines.push(' '.repeat(indent) + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(' '.repeat(indent) + line);
  return lines;
}

const summaryOf = (command: Command): string =>
  COMMAND_SUMMARIES[command] ?? `The action's command: ${command}.`;

export function generalHelp(version: string): string {
  const width = Math.max(...COMMANDS.map((c) => c.length));
  return [
    `${CLI_PROGRAM} ${version}: deploy LangGraph agent servers through the LangSmith control plane, wait`,
    'for the revision honestly, smoke-test it, roll back a bad one, show its logs.',
    '',
    `Usage: ${CLI_PROGRAM} <command> [flags]`,
    '',
    'Commands:',
    ...COMMANDS.flatMap((c) => {
      const [first = '', ...more] = wrap(plain(summaryOf(c)), width + 4);
      return [`  ${c.padEnd(width)}  ${first.trimStart()}`, ...more];
    }),
    '',
    ...wrap(
      `Every input of the GitHub Action is a flag of the same name in kebab-case (--graph-config-path) and an environment variable (${envOf('graph_config_path')}); a flag wins over a variable. The API key is read from LANGSMITH_API_KEY (or ${envOf('api_key')}).`,
      0,
    ),
    '',
    'Options:',
    ...optionLines(),
    `${'  --version'.padEnd(23)}Print the version.`,
    '',
    'Exit codes:',
    ...exitLines(),
    '',
    `${CLI_PROGRAM} <command> --help lists a command's flags.`,
    '',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const inputs = inputsOf(command);
  return [
    `Usage: ${CLI_PROGRAM} ${command} [flags]`,
    '',
    ...wrap(plain(summaryOf(command)), 0),
    '',
    `Flags (each also an environment variable, ${envOf('name')} for --name):`,
    ...inputs.flatMap((doc, i) => [
      // Each group named before its first input, as action.yml and the README group them.
      ...(doc.group && doc.group !== inputs[i - 1]?.group ? [` ${doc.group}:`] : []),
      ...inputLines(doc, command),
    ]),
    '',
    'Options:',
    ...optionLines(),
    '',
    'Outputs (--json, --output-file):',
    ...OUTPUT_DOCS.flatMap((o) => [`  ${o.name}`, ...wrap(plain(o.description), 6)]),
    '',
    'Exit codes:',
    ...exitLines(),
    '',
  ].join('\n');
}

function inputLines(doc: InputDoc, command: Command): string[] {
  const flag = flagOf(doc.name);
  const head = isSwitch(doc) ? `${flag}, --no-${flag.slice(2)}` : `${flag} VALUE`;
  const fallback = fallbackOf(doc.name, command);
  const notes = [
    // action.yml's `required` is the action's; the CLI's key may come from the environment.
    doc.required && !(doc.name === 'api_key' && command === 'smoke-test') ? 'required' : '',
    doc.default && !doc.default.includes('${{') ? `default: ${doc.default}` : '',
    fallback
      ? `else from ${fallback.names.join(', ')}${fallback.inActions ? ' inside GitHub Actions' : ''}${fallback.with ? ` with ${fallback.with.map(flagOf).join(' or ')}` : ''}`
      : '',
    SECRET_INPUTS.includes(doc.name) ? `prefer ${envOf(doc.name)}: a flag stays in the shell's history` : '',
  ].filter(Boolean);
  const text = `${plain(doc.description)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  return [`  ${head}`, ...wrap(text, 6)];
}

function optionLines(): string[] {
  return Object.values(OPTIONS).map((o) => {
    const head = `${o.flag}${o.value ? ' PATH' : ''}`;
    return `  ${head.padEnd(21)}${o.text}`;
  });
}

function exitLines(): string[] {
  return Object.values(EXIT).map((e) => `  ${e.code}  ${e.text}`);
}
