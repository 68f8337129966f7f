// Occupies a worker until the file named by BLOCK_RELEASE_FILE exists (at most 60 s), so runs
// created meanwhile stay pending: tests use it to pin "the earlier run has not started yet".
import { existsSync } from 'node:fs';
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { AIMessage } from '@langchain/core/messages';

async function block() {
  const file = process.env.BLOCK_RELEASE_FILE;
  const end = Date.now() + 60_000;
  while (file && !existsSync(file) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return { messages: [new AIMessage('released')] };
}

export const graph = new StateGraph(MessagesAnnotation)
  .addNode('block', block)
  .addEdge(START, 'block')
  .addEdge('block', END)
  .compile();
