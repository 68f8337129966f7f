/**
 * The part of GitHub Actions' expression language a job-level `if:` of our examples uses, evaluated
 * as the runner does, so a test can ask which jobs a given event runs: literals (`'text'` with `''`
 * for a quote, numbers, `true`, `false`, `null`), context paths (`github.event.pull_request.number`,
 * an unknown property is `null`), `!`, `==` and `!=` (strings compared ignoring case, other types
 * coerced to numbers), `&&` and `||` (which give an operand, not a boolean), parentheses, and the
 * status functions (`success()`, `always()`: a job with no `needs` runs). Anything else throws,
 * so a test never passes on an expression it did not understand.
 */
export type Value = string | number | boolean | null | object;

const TOKEN = /\s*(?:('(?:[^']|'')*')|(\d+(?:\.\d+)?)|(==|!=|&&|\|\||[!().,])|([A-Za-z_][A-Za-z0-9_-]*))/y;

export function evaluate(expression: string, context: Record<string, Value>): Value {
  const source = expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.trimEnd().length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(source);
    if (!m) throw new Error(`cannot read ${JSON.stringify(source.slice(at))} in ${expression}`);
    tokens.push(m[0].trim());
  }
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const take = (want?: string): string => {
    const token = tokens[i++];
    if (token === undefined || (want !== undefined && token !== want))
      throw new Error(`expected ${want ?? 'more'} in ${expression}`);
    return token;
  };

  const or = (): Value => {
    let left = and();
    while (peek() === '||') {
      take();
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const and = (): Value => {
    let left = comparison();
    while (peek() === '&&') {
      take();
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const comparison = (): Value => {
    const left = unary();
    const op = peek();
    if (op !== '==' && op !== '!=') return left;
    take();
    const same = equal(left, unary());
    return op === '==' ? same : !same;
  };
  const unary = (): Value => {
    if (peek() === '!') {
      take();
      return !truthy(unary());
    }
    return primary();
  };
  const primary = (): Value => {
    const token = take();
    if (token === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (/^\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (peek() === '(') {
      take('(');
      take(')');
      if (token === 'success' || token === 'always') return true;
      throw new Error(`function ${token}() is not evaluated here (${expression})`);
    }
    let value: Value = Object.hasOwn(context, token) ? context[token]! : null;
    while (peek() === '.') {
      take();
      const key = take();
      value =
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? (value as Record<string, Value>)[key]!
          : null;
    }
    return value;
  };

  const result = or();
  if (i !== tokens.length) throw new Error(`unexpected ${tokens[i]} in ${expression}`);
  return result;
}

export function truthy(value: Value): boolean {
  return !(value === false || value === 0 || value === '' || value === null || Number.isNaN(value));
}

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b) return a === b;
  const number = (v: Value): number =>
    v === null ? 0 : typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? Number(v.trim() || 0) : NaN;
  return number(a) === number(b);
}
