/**
 * One writer a record: each record of the run state has the folders of `src/` that may write it
 * (`RECORD_OWNERS`, the one place this is written), and every write is found with the TypeScript
 * compiler (nothing is run); `__tests__/unit/record-owners.test.ts` fails on a write from another
 * folder.
 *
 * A write is an assignment (`=`, `??=`, `+=`, …, `++`), an array mutation (`push`, `splice`, …)
 * or an `Object.assign` whose target is the run state: an access rooted at a `RunState`
 * (`state.x`, `ctx.state.x.y`), at a variable holding a part of it (`const track = state.revision`,
 * `for (const row of state.prune.previews)`, `const { logs } = state`), at a record a function
 * returns from it (`const rollback = startRollback(state)`), at a parameter typed as one of its
 * records, at a parameter some caller hands a part of it (a structural view: `into: { smoke? }`
 * given `state.gate`), or the `this` of a record class. A value still being built (`const rows:
 * FleetRow[] = []`, what a function returns fresh) is not the state until it is stored there.
 * The record written is the nearest named record on the way (`state.serving.superseded.push` writes
 * `Serving`); `Record.field` rows place one field apart from its record.
 *   node scripts/record-owners.ts          every write out of its record's folders
 *   node scripts/record-owners.ts --all    every write, with its record
 */
import ts from 'typescript';
import { join, relative, sep } from 'node:path';
import { folderOf, ROOT } from './layers.ts';

const SRC = join(ROOT, 'src');

/**
 * The folders of `src/` that may write each record of the run state (by type name). A record not
 * named here is owned with what holds it (`CaseRun` with `ChecksReport`, `RevisionRef` with
 * `Serving` and `Rollback`); `Record.field` places one field apart from its record.
 */
export const RECORD_OWNERS: Readonly<Record<string, readonly string[]>> = {
  // The run's own facts: its start and end, trigger, repository, front end and failure (main.ts).
  RunState: ['.'],
  // A write sent and not answered yet, while it is.
  'RunState.inFlight': ['deploy'],
  // The attempts at deploying the run's revision (`deploy_retries`).
  DeployAttempt: ['deploy'],
  Target: ['deploy'],
  DryRun: ['deploy'],
  Serving: ['deploy'],
  RevisionStatus: ['deploy'],
  // The statuses a revision went through: the class's own methods.
  StatusHistory: ['run'],
  SourceFacts: ['source'],
  Logs: ['logs'],
  // The gate's facts and reports, and the rollback (after a failed gate, or `command: rollback`).
  Gate: ['gate'],
  Rollback: ['gate'],
  // What a promote took from its source (and whether the target already served it).
  Promotion: ['promote'],
  FleetState: ['fleet'],
  PruneState: ['commands'],
};

interface StateWrite {
  /** `src/deploy/follow.ts:34` */
  where: string;
  /** The folder of `src/` the write is in (`.` for a file directly in it). */
  folder: string;
  /** The records it may write (`Target`, `RunState.inFlight`): more than one through a view. */
  records: string[];
}

export interface RecordWrites {
  writes: StateWrite[];
  /** Every named record the run state holds, however deep, and the folders that own it. */
  owners: Record<string, string[]>;
}

/** Writes whose folder does not own every record they may write. */
export function ownerViolations({ writes, owners }: RecordWrites): StateWrite[] {
  return writes.filter((w) => w.records.some((r) => !(owners[r] ?? []).includes(w.folder)));
}

/**
 * The program of `src/`'s files, with `planted` files (path under the repository → text) added as
 * if they were there: a test plants a violation this way.
 */
export function srcProgram(planted: Readonly<Record<string, string>> = {}): {
  program: ts.Program;
  files: string[];
} {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const extra = new Map(Object.entries(planted).map(([path, text]) => [join(ROOT, path), text]));
  const files = [...config.fileNames.filter((f) => f.startsWith(SRC + sep)), ...extra.keys()];
  // Libraries' types are read too: a write can reach the state through them (a callback typed by
  // a library's generic, an intersection with a library's type); without them it is missed. Those
  // of @octokit (12 of the 18 MB read, a second of each run) read as empty: they type GitHub's
  // requests and replies, and no part of the run state goes through one.
  const { options } = config;
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, target, ...rest) =>
    extra.has(name) || name.includes('/node_modules/@octokit/')
      ? ts.createSourceFile(name, extra.get(name) ?? 'export {};', target)
      : getSourceFile.call(host, name, target, ...rest);
  host.fileExists = (name) => extra.has(name) || fileExists.call(host, name);
  host.readFile = (name) => extra.get(name) ?? readFile.call(host, name);
  return { program: ts.createProgram(files, options, host), files };
}

/** Every write to the run state in `src/` (and in `planted` files, as `srcProgram` takes them). */
export function runStateWrites(planted: Readonly<Record<string, string>> = {}): RecordWrites {
  const { program, files } = srcProgram(planted);
  return new Analysis(program, files).run();
}

/**
 * `RunState` and every named record it holds (not library or primitive types), by name, with the
 * records holding each.
 */
function stateRecords(program: ts.Program, checker: ts.TypeChecker) {
  const found = new Map<ts.Type, string>();
  const holders = new Map<string, Set<string>>();
  const file = program.getSourceFile(join(SRC, 'run', 'run-state.ts'));
  const module = file && checker.getSymbolAtLocation(file);
  const state = module && checker.getExportsOfModule(module).find((s) => s.name === 'RunState');
  if (!state) throw new Error('RunState was not found in src/run/run-state.ts');
  const collect = (type: ts.Type, holder?: string): void => {
    for (const t of type.isUnion() ? type.types : [type]) {
      if (!(t.flags & ts.TypeFlags.Object) || t.getCallSignatures().length) continue;
      const symbol = t.getSymbol();
      if (!symbol?.declarations?.[0]?.getSourceFile().fileName.startsWith(SRC)) {
        if (checker.isArrayType(t))
          for (const element of checker.getTypeArguments(t as ts.TypeReference)) collect(element, holder);
        continue;
      }
      // An anonymous type (`{ title; message }`) is a part of the record holding it.
      const name = symbol.name.startsWith('__') ? holder : symbol.name;
      if (name && name !== holder) holders.set(name, (holders.get(name) ?? new Set()).add(holder ?? name));
      if (found.has(t)) continue;
      if (name !== holder) found.set(t, name!);
      for (const property of t.getProperties()) collect(checker.getTypeOfSymbol(property), name);
    }
  };
  collect(checker.getDeclaredTypeOfSymbol(state));
  const owners: Record<string, string[]> = {};
  const ownersOf = (name: string, seen: Set<string>): string[] =>
    RECORD_OWNERS[name]
      ? [...RECORD_OWNERS[name]]
      : [...(holders.get(name) ?? [])].filter((h) => !seen.has(h)).flatMap((h) => ownersOf(h, seen.add(h)));
  for (const name of holders.keys()) owners[name] = [...new Set(ownersOf(name, new Set([name])))].sort();
  for (const key of Object.keys(RECORD_OWNERS)) owners[key] ??= [...RECORD_OWNERS[key]!];
  return { found, owners };
}

const ARRAY_MUTATORS = new Set(['push', 'unshift', 'splice', 'pop', 'shift', 'sort', 'reverse', 'fill']);

/** Array methods whose result holds the array's own elements. */
const ELEMENTS_OF = new Set(['find', 'findLast', 'at', 'filter', 'slice', 'toSorted', 'toReversed']);

type Records = ReadonlySet<string> | undefined;

class Analysis {
  private readonly checker: ts.TypeChecker;
  private readonly records: Map<ts.Type, string>;
  private readonly owners: Record<string, string[]>;
  /** Calls by the name they call (`startRollback`, `x.judgeServing`), resolved when asked. */
  private readonly callsByName = new Map<string, ts.CallExpression[]>();
  private readonly sources: ts.SourceFile[];

  constructor(program: ts.Program, files: string[]) {
    this.checker = program.getTypeChecker();
    ({ found: this.records, owners: this.owners } = stateRecords(program, this.checker));
    this.sources = files.map((f) => program.getSourceFile(f)!);
  }

  run(): RecordWrites {
    const writes: StateWrite[] = [];
    const sources = this.sources;
    const index = (node: ts.Node): void => {
      const callee = ts.isCallExpression(node) ? node.expression : undefined;
      const name =
        callee &&
        (ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) && callee.name.text);
      if (name)
        this.callsByName.set(name, [...(this.callsByName.get(name) ?? []), node as ts.CallExpression]);
      node.forEachChild(index);
    };
    for (const sf of sources) index(sf);
    for (const sf of sources) {
      const file = relative(ROOT, sf.fileName).split(sep).join('/');
      const visit = (node: ts.Node): void => {
        const records = this.written(node);
        if (records?.size)
          writes.push({
            where: `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`,
            folder: folderOf(sf.fileName),
            records: [...records].sort(),
          });
        node.forEachChild(visit);
      };
      visit(sf);
    }
    return { writes, owners: this.owners };
  }

  /** The records `node` writes, when it is a write to the run state. */
  private written(node: ts.Node): Records {
    const target = writeTarget(node);
    if (!target) return undefined;
    const records = this.recordsOf(target.object, new Set());
    if (!records || !target.access) return records;
    // `state.rollback = {…}` starts the rollback record: its owner's write.
    const own = records.has('RunState') && this.recordOf(this.checker.getTypeAtLocation(target.access));
    return own ? new Set([own]) : this.field(records, target.access.name.text);
  }

  /** `Record.field` where the table places that field apart, else the record. */
  private field(records: Records, field: string): Records {
    if (!records) return undefined;
    return new Set([...records].map((r) => (RECORD_OWNERS[`${r}.${field}`] ? `${r}.${field}` : r)));
  }

  /** The named record a value of this type is, or an array of this type holds, if any. */
  private recordOf(type: ts.Type): string | undefined {
    const parts = this.checker.getNonNullableType(type);
    for (const t of parts.isUnion() ? parts.types : [parts]) {
      const name = this.checker.isArrayType(t)
        ? this.checker
            .getTypeArguments(t as ts.TypeReference)
            .map((a) => this.recordOf(a))
            .find(Boolean)
        : this.records.get(t);
      if (name) return name;
    }
    return undefined;
  }

  /**
   * The records `expr` is or lies in, when it is a part of the run state; `undefined` when it is
   * not (a value still being built). `seen` stops the walk going round through a declaration.
   */
  private recordsOf(expr: ts.Expression, seen: Set<ts.Node>): Records {
    const e = unwrap(expr);
    const own = this.recordOf(this.checker.getTypeAtLocation(e));
    // Whatever path led to it, a `RunState` is the run state.
    if (own === 'RunState') return new Set([own]);
    const within = this.rootOf(e, seen);
    return within && own ? new Set([own]) : within;
  }

  private rootOf(e: ts.Expression, seen: Set<ts.Node>): Records {
    if (ts.isPropertyAccessExpression(e)) return this.field(this.recordsOf(e.expression, seen), e.name.text);
    if (ts.isElementAccessExpression(e)) return this.recordsOf(e.expression, seen);
    if (ts.isCallExpression(e)) return this.returned(e, seen);
    if (e.kind === ts.SyntaxKind.ThisKeyword) {
      const owner = ts.findAncestor(e, ts.isClassLike);
      const symbol = owner?.name && this.checker.getSymbolAtLocation(owner.name);
      const name = symbol && this.recordOf(this.checker.getDeclaredTypeOfSymbol(symbol));
      return name ? new Set([name]) : undefined;
    }
    if (!ts.isIdentifier(e)) return undefined;
    const declaration = this.checker.getSymbolAtLocation(e)?.valueDeclaration;
    if (!declaration || seen.has(declaration)) return undefined;
    seen.add(declaration);
    return this.declared(declaration, seen);
  }

  /** What a variable or parameter holds, from where its value comes. */
  private declared(declaration: ts.Declaration, seen: Set<ts.Node>): Records {
    if (ts.isBindingElement(declaration)) {
      // `const { logs } = state`: a part of what is destructured.
      let holder: ts.Node = declaration.parent;
      while (
        ts.isBindingElement(holder) ||
        ts.isObjectBindingPattern(holder) ||
        ts.isArrayBindingPattern(holder)
      )
        holder = holder.parent;
      return ts.isVariableDeclaration(holder) || ts.isParameter(holder)
        ? this.declared(holder, seen)
        : undefined;
    }
    if (ts.isParameter(declaration)) {
      // The caller hands a part of the state: a parameter typed as one of its records, …
      const typed = this.recordOf(this.checker.getTypeAtLocation(declaration));
      if (typed) return new Set([typed]);
      // … or a structural view of one, given a part of the state by some caller.
      return union([
        declaration.initializer && this.recordsOf(declaration.initializer, seen),
        ...this.argumentsOf(declaration).map((a) => this.recordsOf(a, seen)),
      ]);
    }
    if (!ts.isVariableDeclaration(declaration)) return undefined;
    if (declaration.initializer) return this.recordsOf(declaration.initializer, seen);
    const loop = declaration.parent.parent;
    return ts.isForOfStatement(loop) ? this.recordsOf(loop.expression, seen) : undefined;
  }

  /**
   * What a call returns of the state: elements of its array (`state.rows.find(…)`, `.filter(…)`;
   * not `.map(…)`), or what the function called returns.
   */
  private returned(call: ts.CallExpression, seen: Set<ts.Node>): Records {
    const callee = call.expression;
    if (
      ts.isPropertyAccessExpression(callee) &&
      this.checker.isArrayType(
        this.checker.getNonNullableType(this.checker.getTypeAtLocation(callee.expression)),
      )
    )
      return ELEMENTS_OF.has(callee.name.text) ? this.recordsOf(callee.expression, seen) : undefined;
    const fn = this.checker.getResolvedSignature(call)?.declaration;
    if (!fn || ts.isJSDocSignature(fn) || !('body' in fn) || !fn.body || seen.has(fn)) return undefined;
    seen.add(fn);
    if (!ts.isBlock(fn.body)) return this.recordsOf(fn.body as ts.Expression, seen);
    const returns: ts.Expression[] = [];
    const collect = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression) returns.push(node.expression);
      if (!ts.isFunctionLike(node)) node.forEachChild(collect);
    };
    fn.body.forEachChild(collect);
    return union(returns.map((r) => this.recordsOf(r, seen)));
  }

  /** The arguments every call of the parameter's function passes for it. */
  private argumentsOf(parameter: ts.ParameterDeclaration): ts.Expression[] {
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    const named = fn.name ?? (ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined);
    if (!named || !ts.isIdentifier(named)) return [];
    return (this.callsByName.get(named.text) ?? [])
      .filter((call) => this.checker.getResolvedSignature(call)?.declaration === fn)
      .map((call) => call.arguments[index])
      .filter((a): a is ts.Expression => a !== undefined);
  }
}

/** The object a write changes, and the field when it sets one. */
function writeTarget(
  node: ts.Node,
): { object: ts.Expression; access?: ts.PropertyAccessExpression } | undefined {
  const fieldOf = (target: ts.Expression) => {
    const t = unwrap(target);
    if (ts.isPropertyAccessExpression(t)) return { object: t.expression, access: t };
    if (ts.isElementAccessExpression(t)) return { object: t.expression };
    return undefined;
  };
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
    return fieldOf(node.left);
  if (
    (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
    (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return fieldOf(node.operand);
  if (ts.isDeleteExpression(node)) return fieldOf(node.expression);
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const { expression: object, name } = node.expression;
  if (ARRAY_MUTATORS.has(name.text)) return { object };
  if (object.getText() === 'Object' && name.text === 'assign' && node.arguments[0])
    return { object: node.arguments[0] };
  return undefined;
}

function unwrap(expr: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(expr) ||
    ts.isNonNullExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isSatisfiesExpression(expr) ||
    ts.isAwaitExpression(expr)
  )
    expr = expr.expression;
  return expr;
}

function union(parts: readonly Records[]): Records {
  const all = parts.filter((p): p is ReadonlySet<string> => p !== undefined);
  return all.length ? new Set(all.flatMap((p) => [...p])) : undefined;
}

if (import.meta.main) {
  const found = runStateWrites();
  const shown = process.argv.includes('--all') ? found.writes : ownerViolations(found);
  for (const w of shown) console.log(`${w.where}  ${w.records.join(', ')}`);
  const out = ownerViolations(found).length;
  console.log(`${found.writes.length} writes to the run state; ${out} out of their record's folders.`);
  process.exit(out ? 1 : 0);
}
