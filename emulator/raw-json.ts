/**
 * JSON text a reply carries as it is, where JSON.stringify could not write it: a value nested
 * deeper than its recursion goes (a hostile log line's message).
 */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const MARK = '\u0000emulator-raw-json:';

/** A reply's JSON text, with every RawJson in it written as its text. */
export function replyText(json: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(json, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `${MARK}${raws.length - 1}`;
  });
  if (!raws.length) return text;
  return text.replace(/"\\u0000emulator-raw-json:(\d+)"/g, (_, i: string) => raws[Number(i)]!);
}
