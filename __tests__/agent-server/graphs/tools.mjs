// Deterministic tool-calling agents (no model) for the trajectory and token tests: a ReAct loop
// whose "model" node plans from the question and the tool results so far, and whose tools run
// in LangGraph's own ToolNode. For "Refund order A17 to ann@example.com" it calls lookup_policy
// {topic: refunds}, then get_order {order_id: A17} and send_email {to, subject} in parallel (one
// AI message), then answers. Each AI message reports usage_metadata, as a chat model's does;
// `toolAgentNoUsage` reports none.
import { AIMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { z } from 'zod';

const text = (content) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

const tools = [
  tool(async ({ topic }) => `policy for ${topic}: 30 days`, {
    name: 'lookup_policy',
    description: 'Reads the policy on a topic.',
    schema: z.object({ topic: z.string() }),
  }),
  tool(async ({ order_id }) => `order ${order_id}: delivered`, {
    name: 'get_order',
    description: 'Reads an order.',
    schema: z.object({ order_id: z.string() }),
  }),
  tool(async ({ to, subject }) => `sent "${subject}" to ${to}`, {
    name: 'send_email',
    description: 'Sends an email.',
    schema: z.object({ to: z.string(), subject: z.string() }),
  }),
];

/** What each step of the plan costs, as a model would report it (input grows with the thread). */
const USAGE = [
  { input_tokens: 120, output_tokens: 18, total_tokens: 138 },
  { input_tokens: 180, output_tokens: 41, total_tokens: 221 },
  { input_tokens: 260, output_tokens: 32, total_tokens: 292 },
];

function makeToolAgent({ usage = true } = {}) {
  function model(state) {
    const question = text(state.messages.find((m) => m.getType() === 'human')?.content);
    const order = /order (\w+)/i.exec(question)?.[1] ?? 'unknown';
    const to = /to (\S+@\S+)/i.exec(question)?.[1] ?? 'nobody@example.com';
    const step = state.messages.filter((m) => m.getType() === 'ai').length;
    const usage_metadata = usage ? USAGE[Math.min(step, USAGE.length - 1)] : undefined;
    const plan = [
      [{ name: 'lookup_policy', args: { topic: 'refunds' } }],
      [
        { name: 'get_order', args: { order_id: order } },
        { name: 'send_email', args: { to, subject: `Refund for ${order}` } },
      ],
    ][step];
    if (!plan)
      return {
        messages: [
          new AIMessage({
            content: `Order ${order} is refunded within 30 days; ${to} was told.`,
            usage_metadata,
          }),
        ],
      };
    return {
      messages: [
        new AIMessage({
          content: '',
          tool_calls: plan.map((call, i) => ({ ...call, id: `call_${step}_${i}`, type: 'tool_call' })),
          usage_metadata,
        }),
      ],
    };
  }
  const next = (state) => (state.messages.at(-1)?.tool_calls?.length ? 'tools' : END);
  return new StateGraph(MessagesAnnotation)
    .addNode('model', model)
    .addNode('tools', new ToolNode(tools))
    .addEdge(START, 'model')
    .addConditionalEdges('model', next, ['tools', END])
    .addEdge('tools', 'model')
    .compile();
}

export const toolAgent = makeToolAgent();
export const toolAgentNoUsage = makeToolAgent({ usage: false });
