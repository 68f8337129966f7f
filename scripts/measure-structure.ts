/**
 * The structure measures `docs/contributing.md` keeps, read from the code with the TypeScript
 * compiler (nothing is run):
 *   - function lengths in src/: from a function's first line to its last, nested closures included
 *     (every function, method, arrow and accessor counts, closures also on their own);
 *   - the files that write the run state: an assignment (`=`, `??=`, `||=`, `&&=`, `+=`), a
 *     `push`, or an `Object.assign` whose target is the run state. The target is the run state when
 *     it is an access rooted at an expression of type `RunState` (`state.x`, `ctx.state.x.y`), at a
 *     variable holding a part of it (initialized from such an access, or iterating over one:
 *     `const track = state.revision`, `for (const row of state.prune.rows)`), or at a parameter
 *     whose type is a record the run state holds (the caller hands a part of the state to write).
 *     A local value still being built (`const rows: FleetRow[] = []`, an object literal) and stored
 *     into the state later is not a write to it; a class's own `this.x`, in the methods of a record
 *     the state holds, counts for that class's file;
 *   - regexes applied to an input problem's text (a `Problem`'s `message`);
 *   - the places that compute what serves: an expression reading `serving.active` combined with
 *     another answer (`??`, `||`, `?:`).
 *   node scripts/measure-structure.ts           the summary
 *   node scripts/measure-structure.ts --list    with every long function and writing file
 *   node scripts/measure-structure.ts --writes  with the place of every write to the run state
 *   node scripts/measure-structure.ts --json    the numbers as JSON
 */
import ts from 'typescript';
import { join, relative, sep } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

export interface Measures {
  functions: { over80: LongFunction[]; over40: LongFunction[]; longest: number };
  runStateWriters: Record<string, number>;
  runStateWrites: string[];
  problemRegexes: string[];
  servingComputations: string[];
}

interface LongFunction {
  where: string;
  name: string;
  lines: number;
}

export function measure(): Measures {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const files = config.fileNames.filter((f) => f.startsWith(SRC + sep) || f.startsWith(SRC + '/'));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const stateTypes = runStateTypes(program, checker);
  const result: Measures = {
    functions: { over80: [], over40: [], longest: 0 },
    runStateWriters: {},
    runStateWrites: [],
    problemRegexes: [],
    servingComputations: [],
  };
  for (const sf of program.getSourceFiles()) {
    if (!files.includes(sf.fileName)) continue;
    const file = relative(ROOT, sf.fileName).split(sep).join('/');
    const where = (node: ts.Node) =>
      `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        const fn = { where: where(node), name: functionName(node, sf), lines };
        result.functions.longest = Math.max(result.functions.longest, lines);
        if (lines > 80) result.functions.over80.push(fn);
        if (lines > 40) result.functions.over40.push(fn);
      }
      if (writesState(node, checker, stateTypes)) {
        result.runStateWriters[file] = (result.runStateWriters[file] ?? 0) + 1;
        result.runStateWrites.push(where(node));
      }
      if (appliesRegexToProblem(node, checker)) result.problemRegexes.push(where(node));
      if (computesServing(node)) result.servingComputations.push(where(node));
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  result.functions.over40.sort((a, b) => b.lines - a.lines);
  result.functions.over80.sort((a, b) => b.lines - a.lines);
  return result;
}

function functionName(node: ts.SignatureDeclaration, sf: ts.SourceFile): string {
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(sf).slice(0, 40)})`;
  return '(anonymous)';
}

/** `RunState` and the types of every record it holds, however deep (not library or primitive types). */
function runStateTypes(program: ts.Program, checker: ts.TypeChecker): StateTypes {
  const found = new Set<ts.Type>();
  let root: ts.Type | undefined;
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.endsWith(`${sep}run${sep}run-state.ts`) && !sf.fileName.endsWith('/run/run-state.ts'))
      continue;
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    const state = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'RunState');
    if (state) {
      root = checker.getDeclaredTypeOfSymbol(state);
      collect(root);
    }
  }
  if (!root) throw new Error('RunState was not found in src/run/run-state.ts');
  return { root, records: found };

  function collect(type: ts.Type): void {
    for (const t of type.isUnion() ? type.types : [type]) {
      if (found.has(t) || !(t.flags & ts.TypeFlags.Object)) continue;
      const declaration = t.getSymbol()?.declarations?.[0];
      if (!declaration || !declaration.getSourceFile().fileName.startsWith(SRC)) {
        // Arrays of our records: their elements are records too.
        if (checker.isArrayType(t))
          for (const arg of checker.getTypeArguments(t as ts.TypeReference)) collect(arg);
        continue;
      }
      found.add(t);
      for (const property of t.getProperties()) collect(checker.getTypeOfSymbol(property));
    }
  }
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
]);

interface StateTypes {
  /** `RunState` itself. */
  root: ts.Type;
  /** `RunState` and every record it holds. */
  records: Set<ts.Type>;
}

function typeParts(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/** A record the run state holds, or an array of them. */
function isRecordType(type: ts.Type, checker: ts.TypeChecker, types: StateTypes): boolean {
  return typeParts(type).some(
    (t) =>
      types.records.has(t) ||
      (checker.isArrayType(t) &&
        checker.getTypeArguments(t as ts.TypeReference).some((arg) => types.records.has(arg))),
  );
}

function isRunStateType(type: ts.Type, checker: ts.TypeChecker, types: StateTypes): boolean {
  return typeParts(checker.getNonNullableType(type)).includes(types.root);
}

function unwrap(expr: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr) || ts.isAsExpression(expr))
    expr = expr.expression;
  return expr;
}

/**
 * Whether `expr` (the object written to) is the run state or a part of it: an access rooted at a
 * `RunState`, a variable holding a part of it, a parameter typed as one of its records, or the
 * `this` of one of its records.
 */
function isStateRooted(
  expr: ts.Expression,
  checker: ts.TypeChecker,
  types: StateTypes,
  seen = new Set<ts.Node>(),
): boolean {
  let e = unwrap(expr);
  for (;;) {
    if (isRunStateType(checker.getTypeAtLocation(e), checker, types)) return true;
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = unwrap(e.expression);
    else if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression))
      e = unwrap(e.expression.expression); // `state.rows.find(…)`: an element of the state's array
    else break;
  }
  if (e.kind === ts.SyntaxKind.ThisKeyword) {
    const owner = ts.findAncestor(e, ts.isClassLike);
    const symbol = owner?.name && checker.getSymbolAtLocation(owner.name);
    return !!symbol && isRecordType(checker.getDeclaredTypeOfSymbol(symbol), checker, types);
  }
  if (!ts.isIdentifier(e)) return false;
  const declaration = checker.getSymbolAtLocation(e)?.valueDeclaration;
  if (!declaration || seen.has(declaration)) return false;
  seen.add(declaration);
  if (ts.isParameter(declaration))
    return isRecordType(checker.getTypeAtLocation(declaration), checker, types);
  if (!ts.isVariableDeclaration(declaration)) return false;
  if (declaration.initializer) return isStateRooted(declaration.initializer, checker, types, seen);
  const loop = declaration.parent.parent;
  if (ts.isForOfStatement(loop)) return isStateRooted(loop.expression, checker, types, seen);
  return false;
}

function writesState(node: ts.Node, checker: ts.TypeChecker, types: StateTypes): boolean {
  if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
    const target = node.left;
    if (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target))
      return isStateRooted(target.expression, checker, types);
    return false;
  }
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'push')
    return isStateRooted(callee.expression, checker, types);
  if (
    ts.isPropertyAccessExpression(callee) &&
    callee.expression.getText() === 'Object' &&
    callee.name.text === 'assign' &&
    node.arguments[0]
  )
    return isStateRooted(node.arguments[0], checker, types);
  return false;
}

const REGEX_METHODS = new Set([
  'match',
  'matchAll',
  'replace',
  'replaceAll',
  'search',
  'split',
  'test',
  'exec',
]);

/** `re.test(p.message)`, `problem.match(/…/)`, … on the text of an input problem. */
function appliesRegexToProblem(node: ts.Node, checker: ts.TypeChecker): boolean {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const method = node.expression.name.text;
  if (!REGEX_METHODS.has(method)) return false;
  const receiver = node.expression.expression;
  const regexReceiver = checker.typeToString(checker.getTypeAtLocation(receiver)) === 'RegExp';
  const text = regexReceiver ? node.arguments[0] : receiver;
  if (!text) return false;
  if (
    !regexReceiver &&
    !node.arguments.some((a) => checker.typeToString(checker.getTypeAtLocation(a)) === 'RegExp')
  )
    return false;
  return isProblemText(text, checker);
}

function isProblemText(expr: ts.Expression, checker: ts.TypeChecker): boolean {
  if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'message') {
    const owner = checker.typeToString(checker.getTypeAtLocation(expr.expression));
    if (/Problem\b/.test(owner)) return true;
  }
  if (/problems?\b/i.test(expr.getText())) return true;
  // `problems.filter((p) => RE.test(p))`: a parameter of a callback over a list of problems.
  if (!ts.isIdentifier(expr)) return false;
  const declaration = checker.getSymbolAtLocation(expr)?.valueDeclaration;
  if (!declaration || !ts.isParameter(declaration)) return false;
  const callback = declaration.parent;
  const call = callback.parent;
  return (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    /problems?\b/i.test(call.expression.expression.getText())
  );
}

/**
 * `state.serving.active ?? state.serving.previous?.id`, `serving.active ? … : …`: what serves,
 * worked out from the active revision and another answer. Not a recording of what the control
 * plane said (`x.serving.active = reply ?? x.serving.active`) nor a default for an output (`?? ''`).
 */
function computesServing(node: ts.Node): boolean {
  const readsActive = (e: ts.Node) =>
    ts.isPropertyAccessExpression(e) &&
    e.name.text === 'active' &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'serving';
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  ) {
    const other = readsActive(node.left) ? node.right : readsActive(node.right) ? node.left : undefined;
    if (!other || ts.isStringLiteral(other) || ts.isNoSubstitutionTemplateLiteral(other)) return false;
    const parent = node.parent;
    const recording =
      ts.isBinaryExpression(parent) &&
      parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      readsActive(parent.left);
    return !recording;
  }
  if (ts.isConditionalExpression(node)) return readsActive(node.condition);
  return false;
}

if (import.meta.main) {
  const m = measure();
  const args = process.argv.slice(2);
  if (args.includes('--json')) {
    console.log(JSON.stringify(m, null, 2));
  } else {
    const writers = Object.entries(m.runStateWriters).sort((a, b) => b[1] - a[1]);
    console.log(`functions over 80 lines: ${m.functions.over80.length} (longest ${m.functions.longest})`);
    console.log(`functions over 40 lines: ${m.functions.over40.length}`);
    console.log(
      `run state written from ${writers.length} files (${writers.reduce((n, [, c]) => n + c, 0)} writes)`,
    );
    console.log(`regexes applied to a problem's text: ${m.problemRegexes.length}`);
    console.log(`places computing what serves: ${m.servingComputations.length}`);
    if (args.includes('--list')) {
      for (const f of m.functions.over40) console.log(`  ${f.lines} lines  ${f.name}  ${f.where}`);
      for (const [file, count] of writers) console.log(`  writes ${count}  ${file}`);
      for (const p of m.problemRegexes) console.log(`  problem regex  ${p}`);
      for (const p of m.servingComputations) console.log(`  serving  ${p}`);
    }
    if (args.includes('--writes')) for (const w of m.runStateWrites) console.log(`  write  ${w}`);
  }
}
