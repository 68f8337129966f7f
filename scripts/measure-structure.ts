/**
 * The structure measures `docs/contributing.md` keeps, read from the code with the TypeScript
 * compiler (nothing is run):
 *   - function lengths in src/: from a function's first line to its last, nested closures included
 *     (every function, method, arrow and accessor counts, closures also on their own);
 *   - regexes applied to an input problem's text (a `Problem`'s `message`);
 *   - the places that compute what serves: an expression reading `serving.active` combined with
 *     another answer (`??`, `||`, `?:`);
 *   - code lines in src/, scripts/ and emulator/: lines that are neither blank nor only a comment
 *     (`//`, a comment opener or `*` first).
 *   node scripts/measure-structure.ts           the summary
 *   node scripts/measure-structure.ts --list    with every long function
 *   node scripts/measure-structure.ts --json    the numbers as JSON
 */
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from './layers.ts';
import { srcProgram } from './record-owners.ts';

interface Measures {
  functions: { over80: LongFunction[]; over40: LongFunction[]; longest: number };
  problemRegexes: string[];
  servingComputations: string[];
  codeLines: Record<(typeof CODE_FOLDERS)[number] | 'total', number>;
}

const CODE_FOLDERS = ['src', 'scripts', 'emulator'] as const;

interface LongFunction {
  where: string;
  name: string;
  lines: number;
}

function measure(): Measures {
  const { program, files } = srcProgram();
  const checker = program.getTypeChecker();
  const result: Measures = {
    functions: { over80: [], over40: [], longest: 0 },
    problemRegexes: [],
    servingComputations: [],
    codeLines: codeLines(),
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

/** Lines of code per folder: not blank, not only a comment. */
function codeLines(): Measures['codeLines'] {
  const count = (folder: string) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|mjs|js)$/.test(f))
      .flatMap((f) => readFileSync(join(ROOT, folder, f), 'utf8').split('\n'))
      .filter((line) => line.trim() !== '' && !/^\s*(\/\/|\/\*|\*)/.test(line)).length;
  const lines = Object.fromEntries(CODE_FOLDERS.map((f) => [f, count(f)])) as Measures['codeLines'];
  lines.total = CODE_FOLDERS.reduce((sum, f) => sum + lines[f], 0);
  return lines;
}

function functionName(node: ts.SignatureDeclaration, sf: ts.SourceFile): string {
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(sf).slice(0, 40)})`;
  return '(anonymous)';
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
  if (ts.isPropertyAccessExpression(text) && text.name.text === 'message') {
    const owner = checker.typeToString(checker.getTypeAtLocation(text.expression));
    if (/Problem\b/.test(owner)) return true;
  }
  if (/problems?\b/i.test(text.getText())) return true;
  // `problems.filter((p) => RE.test(p))`: a parameter of a callback over a list of problems.
  if (!ts.isIdentifier(text)) return false;
  const declaration = checker.getSymbolAtLocation(text)?.valueDeclaration;
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
    console.log(`functions over 80 lines: ${m.functions.over80.length} (longest ${m.functions.longest})`);
    console.log(`functions over 40 lines: ${m.functions.over40.length}`);
    console.log(`regexes applied to a problem's text: ${m.problemRegexes.length}`);
    console.log(`places computing what serves: ${m.servingComputations.length}`);
    const { total, ...folders } = m.codeLines;
    const each = Object.entries(folders).map(([f, n]) => `${f}/ ${n}`);
    console.log(`code lines: ${total} (${each.join(', ')})`);
    if (args.includes('--list')) {
      for (const f of m.functions.over40) console.log(`  ${f.lines} lines  ${f.name}  ${f.where}`);
      for (const p of m.problemRegexes) console.log(`  problem regex  ${p}`);
      for (const p of m.servingComputations) console.log(`  serving  ${p}`);
    }
  }
}
