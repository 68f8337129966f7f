import { text } from './markdown.ts';

/**
 * A message as a block quote, escaped. Each line is its own paragraph: an error and its hint
 * never run together. Lines of a list (`  - …`) stay one list.
 */
export function quote(message: string): string[] {
  const out: string[] = [];
  let previousWasItem = false;
  for (const line of message.split(/\r\n|\r|\n|\u2028|\u2029/)) {
    const item = /^\s+- /.exec(line);
    if (out.length && !(item && previousWasItem)) out.push('>');
    out.push(item ? `> - ${text(line.slice(item[0].length))}` : `> ${text(line)}`);
    previousWasItem = Boolean(item);
  }
  return out;
}
