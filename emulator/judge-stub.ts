import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRecord } from '../src/base/record.ts';
import { applyFault, Faults } from './faults.ts';
import { header, listenOnLoopback, parseJson, readBody } from './incoming.ts';
import { gradeByWords, rubricAndReply } from './word-grader.ts';

/**
 * An OpenAI-compatible chat-completions server for the `judge` expectation: it checks a request
 * as OpenAI does (the key as a Bearer token when it has one, the model, the messages, a strict
 * `json_schema` response format) and answers with a score by rules a test scripts — a score when
 * the graded text contains or matches something, a delay, an answer of the wrong shape — not by
 * a model. Mounted on the emulator at `/judge/v1` (its `judge_url` is `<origin>/judge/v1`), or
 * alone on its own port (`startJudgeStub`), as another origin than the control plane's.
 */
export const JUDGE_PATH = '/judge/v1';
const COMPLETIONS = `${JUDGE_PATH}/chat/completions`;

/** Answers of the wrong shape the judge can give instead of a proper one. */
export const JUDGE_ANSWER_SHAPES = {
  'not-json': 'prose instead of JSON',
  fenced: 'the JSON inside a ```json fence',
  'no-score': 'JSON without a score',
  'score-as-text': 'the score as text ("0.9")',
  'out-of-range': 'a score of 1.5',
  'extra-field': 'a field more than asked for',
  refusal: 'a refusal (content null, refusal text)',
  truncated: 'cut JSON with finish_reason length',
  'no-choices': 'an empty list of choices',
  'no-content': 'content null without a refusal',
} as const;
export type JudgeAnswerShape = keyof typeof JUDGE_ANSWER_SHAPES;

/** One rule: when the user messages' text contains `contains` or matches `matches`, answer so. */
interface JudgeRule {
  contains?: string;
  /** A regular expression (JavaScript syntax). */
  matches?: string;
  score?: number;
  reasoning?: string;
  /**
   * Score the reply by the rubric's words found in it (word-grader.ts), in place of `score` and
   * `reasoning`; a request whose rubric or reply cannot be found scores 0, saying so.
   */
  byWords?: boolean;
  /** Answer in this wrong shape instead of a proper score. */
  answer?: JudgeAnswerShape;
  /** Wait this long before answering (ms). */
  delayMs?: number;
}

/** The rules in order (the first that applies answers), and the answer when none does. */
export interface JudgeScript {
  rules?: JudgeRule[];
  /** Default: score 0, "No rule matched." */
  otherwise?: JudgeRule;
  /** Every answer's delay, unless its rule has one (ms). */
  delayMs?: number;
}

interface JudgeRequestRecord {
  at: number;
  method: string;
  path: string;
  /** The Authorization header as sent (a test server: kept so tests can see which key came). */
  authorization?: string;
  body: unknown;
  status?: number;
  /** Index of the rule that answered; -1: `otherwise`. */
  rule?: number;
  fault?: string;
}

interface JudgeStubOptions {
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Faults for the route `judge-chat-completions` (the emulator's own, when mounted on it). */
  faults?: Faults;
}

export class JudgeStub {
  readonly requests: JudgeRequestRecord[] = [];
  readonly faults: Faults;
  readonly apiKey?: string;
  private current: JudgeScript = {};
  private readonly timers = new Set<NodeJS.Timeout>();
  private answered = 0;

  constructor(options: JudgeStubOptions = {}) {
    this.apiKey = options.apiKey;
    this.faults = options.faults ?? new Faults();
  }

  /** Replaces the rules. */
  script(script: JudgeScript): void {
    this.current = script;
  }

  /** Serves one request (any path under JUDGE_PATH). */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const record: JudgeRequestRecord = {
      at: Date.now(),
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://judge').pathname,
      authorization: header(req, 'authorization'),
      body: parseJson(text),
    };
    this.requests.push(record);
    const raw = (status: number, headers: Record<string, string>, body: string): void => {
      record.status = status;
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, headers);
      res.end(body);
    };
    const send = ({ status, json }: { status: number; json?: unknown }): void =>
      raw(status, { 'content-type': 'application/json' }, JSON.stringify(json));
    if (record.path !== COMPLETIONS || record.method !== 'POST')
      return send(openAiError(404, `Unknown request URL: ${record.method} ${record.path}`, 'unknown_url'));
    if (this.apiKey !== undefined && record.authorization !== `Bearer ${this.apiKey}`)
      return send(openAiError(401, 'Incorrect API key provided.', 'invalid_api_key'));
    const problem = requestProblem(record.body);
    const reply = (): { status: number; json?: unknown; delayMs: number } => {
      if (problem) return { ...openAiError(400, problem, null), delayMs: 0 };
      const { rule, index } = this.ruleFor(record.body as ChatBody);
      record.rule = index;
      return {
        status: 200,
        json: completion(
          (record.body as ChatBody).model,
          graded(rule, record.body as ChatBody),
          ++this.answered,
        ),
        delayMs: rule.delayMs ?? this.current.delayMs ?? 0,
      };
    };
    const fault = this.faults.take('judge-chat-completions');
    record.fault = fault?.kind;
    const answer = (): void => {
      const { delayMs, ...r } = reply();
      if (delayMs <= 0) return send(r);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        send(r);
      }, delayMs);
      this.timers.add(timer);
    };
    if (!fault) return answer();
    applyFault(fault, {
      answer,
      act: () => reply(),
      raw,
      drop: () => req.socket.destroy(),
      deleteDeployment: () => {},
      now: Date.now,
    });
  }

  /** Stops the answers still waiting for their delay. */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private ruleFor(body: ChatBody): { rule: JudgeRule; index: number } {
    const text = userText(body);
    const rules = this.current.rules ?? [];
    const index = rules.findIndex(
      (r) =>
        (r.contains !== undefined && text.includes(r.contains)) ||
        (r.matches !== undefined && new RegExp(r.matches).test(text)),
    );
    if (index >= 0) return { rule: rules[index]!, index };
    return { rule: this.current.otherwise ?? { score: 0, reasoning: 'No rule matched.' }, index: -1 };
  }
}

interface ChatBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
}

/** The text of the request's user messages: where the rubric and the reply are. */
function userText(body: ChatBody): string {
  return body.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
}

/** The rule with its score and reasoning worked out from the request, when it grades by words. */
function graded(rule: JudgeRule, body: ChatBody): JudgeRule {
  if (!rule.byWords) return rule;
  const parts = rubricAndReply(userText(body));
  if (!parts)
    return { ...rule, score: 0, reasoning: 'No rubric and reply found in the request (local judge).' };
  return { ...rule, ...gradeByWords(parts.rubric, parts.reply) };
}

/** What OpenAI would refuse in a chat-completions body with a strict JSON schema; undefined: fine. */
function requestProblem(body: unknown): string | undefined {
  if (!isRecord(body)) return 'The body must be a JSON object.';
  if (typeof body.model !== 'string' || body.model === '') return "Missing required parameter: 'model'.";
  const { messages } = body;
  if (!Array.isArray(messages) || messages.length === 0) return "Missing required parameter: 'messages'.";
  for (const [i, m] of messages.entries()) {
    if (!isRecord(m) || !['system', 'developer', 'user', 'assistant'].includes(String(m.role)))
      return `Invalid value for 'messages[${i}].role'.`;
    if (typeof m.content !== 'string') return `Invalid type for 'messages[${i}].content': expected a string.`;
  }
  const format = body.response_format;
  if (format === undefined) return undefined;
  if (!isRecord(format) || format.type !== 'json_schema' || !isRecord(format.json_schema))
    return "Invalid 'response_format': expected type json_schema with a json_schema object.";
  const { name, strict, schema } = format.json_schema;
  if (typeof name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(name))
    return "Invalid 'response_format.json_schema.name'.";
  if (!isRecord(schema)) return "Missing required parameter: 'response_format.json_schema.schema'.";
  if (strict === true) {
    const properties = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
    const required = Array.isArray(schema.required) ? schema.required : [];
    if (schema.additionalProperties !== false)
      return "Invalid schema for response_format: 'additionalProperties' is required to be supplied and to be false.";
    const missing = properties.find((p) => !required.includes(p));
    if (missing !== undefined)
      return `Invalid schema for response_format: 'required' is required to include every key in properties. Missing '${missing}'.`;
  }
  return undefined;
}

/** A chat completion carrying the rule's answer, proper or of the shape it names. */
function completion(model: string, rule: JudgeRule, n: number): unknown {
  const proper = { reasoning: rule.reasoning ?? 'Scripted.', score: rule.score ?? 0 };
  let content: string | null = JSON.stringify(proper);
  let refusal: string | null = null;
  let finish = 'stop';
  let choices: unknown[] | undefined;
  switch (rule.answer) {
    case undefined:
      break;
    case 'not-json':
      content = `The score is ${proper.score}.`;
      break;
    case 'fenced':
      content = `\`\`\`json\n${content}\n\`\`\``;
      break;
    case 'no-score':
      content = JSON.stringify({ reasoning: proper.reasoning });
      break;
    case 'score-as-text':
      content = JSON.stringify({ reasoning: proper.reasoning, score: String(proper.score) });
      break;
    case 'out-of-range':
      content = JSON.stringify({ reasoning: proper.reasoning, score: 1.5 });
      break;
    case 'extra-field':
      content = JSON.stringify({ ...proper, confidence: 0.5 });
      break;
    case 'refusal':
      [content, refusal] = [null, "I'm sorry, I can't help with that."];
      break;
    case 'truncated':
      [content, finish] = [content.slice(0, 12), 'length'];
      break;
    case 'no-choices':
      choices = [];
      break;
    case 'no-content':
      content = null;
      break;
    default:
      return unreachable(rule.answer);
  }
  return {
    id: `chatcmpl-stub-${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: choices ?? [
      { index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: finish },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

/** An error as OpenAI's API sends it. */
function openAiError(
  status: number,
  message: string,
  code: string | null,
): { status: number; json: unknown } {
  return { status, json: { error: { message, type: 'invalid_request_error', param: null, code } } };
}

export interface StartedJudgeStub {
  /** The base URL to pass as `judge_url`. */
  url: string;
  stub: JudgeStub;
  close(): Promise<void>;
}

/** The judge stub on its own loopback port: another origin than the emulator's. */
export async function startJudgeStub(
  options: JudgeStubOptions & { port?: number } = {},
): Promise<StartedJudgeStub> {
  const stub = new JudgeStub(options);
  const server = await listenOnLoopback((req, res) => {
    stub.serve(req, res).catch(() => res.destroy());
  }, options.port);
  return {
    url: `${server.origin}${JUDGE_PATH}`,
    stub,
    close: () => {
      stub.stop();
      return server.close();
    },
  };
}

function unreachable(value: never): never {
  throw new Error(`unhandled judge answer ${JSON.stringify(value)}`);
}
