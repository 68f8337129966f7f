/**
 * How deep a value parsed from JSON nests, and about how large it is as JSON text, found by one
 * walk without recursion: JSON.parse reads a value nested a hundred thousand deep, and anything
 * that recursed over it (JSON.stringify included) would overflow the stack.
 */
interface JsonShape {
  /** 0 for a scalar, 1 for `{}` or `[1, 2]`, 2 for `{"a": {}}`, … */
  depth: number;
  /** About the bytes of its JSON text: UTF-8 strings with their quotes, escapes not counted. */
  bytes: number;
}

export function jsonShape(value: unknown): JsonShape {
  let depth = 0;
  let bytes = 0;
  // An object met twice (a YAML alias) is walked once: a cycle cannot hold the walk.
  const seen = new WeakSet<object>();
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, level] = stack.pop()!;
    if (typeof item === 'string') bytes += Buffer.byteLength(item, 'utf8') + 2;
    else if (item === null || typeof item !== 'object') bytes += String(item).length;
    else if (!seen.has(item)) {
      seen.add(item);
      depth = Math.max(depth, level + 1);
      bytes += 2;
      const entries: Array<[string | undefined, unknown]> = Array.isArray(item)
        ? item.map((element: unknown) => [undefined, element])
        : Object.entries(item);
      for (const [key, element] of entries) {
        bytes += key === undefined ? 1 : Buffer.byteLength(key, 'utf8') + 4;
        stack.push([element, level + 1]);
      }
    }
  }
  return { depth, bytes };
}
