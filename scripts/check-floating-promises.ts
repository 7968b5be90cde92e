// A promise nobody waits for: its failure goes unseen and what follows may run before it is done (a database write
// that the answer already reports as made), and a test that compares a promise with a value tests nothing. Every
// statement in the server's and the tests' code whose value is a promise must be awaited, returned, or marked `void`
// on purpose, and `expect` is given what a promise gives, or told to wait for it (`.resolves`, `.rejects`). Part of
// `npm run typecheck`.
import ts from 'typescript';

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['api', 'tests', 'scripts'];
const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, 'tsconfig.json');
if (!configPath) throw new Error('tsconfig.json not found');
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, process.cwd());
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();

function isPromise(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(isPromise);
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  if (symbol && (symbol.name === 'Promise' || symbol.name === 'PromiseLike')) return true;
  // Query builders and other thenables count: awaiting them is what runs them.
  return Boolean(type.getProperty('then')) && !(type.flags & ts.TypeFlags.Any);
}

/** A promise and nothing else (no undefined, no other value): as a condition, it is always true. */
function alwaysPromise(type: ts.Type): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.every((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) && isPromise(t));
}

const found: string[] = [];
for (const file of program.getSourceFiles()) {
  const name = file.fileName.replace(`${process.cwd()}/`, '');
  if (file.isDeclarationFile || !folders.some((f) => name.startsWith(`${f}/`))) continue;
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node)) {
      const expr = node.expression;
      const assigns = ts.isBinaryExpression(expr) && expr.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && expr.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
      // A .catch() at the end handles its failure.
      const caught = ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.expression.name.text === 'catch';
      const skip = ts.isVoidExpression(expr) || ts.isAwaitExpression(expr) || assigns || caught;
      if (!skip && isPromise(checker.getTypeAtLocation(expr))) {
        const { line, character } = file.getLineAndCharacterOfPosition(expr.getStart());
        found.push(`${name}:${line + 1}:${character + 1}  ${expr.getText().split('\n')[0]?.slice(0, 100)}`);
      }
    }
    // expect(promise).toBe(…) compares the promise, not what it gives: it needs await or .resolves / .rejects.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'expect' && node.arguments[0]) {
      const next = node.parent;
      const settles = ts.isPropertyAccessExpression(next) && ['resolves', 'rejects'].includes(next.name.text);
      if (!settles && isPromise(checker.getTypeAtLocation(node.arguments[0]))) {
        const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${name}:${line + 1}:${character + 1}  ${node.getText().split('\n')[0]?.slice(0, 100)}`);
      }
    }
    // A promise sent as an answer, or written out, is sent as {}: c.json(promise), JSON.stringify(promise).
    if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee = node.expression;
      const sink = ts.isPropertyAccessExpression(callee) && (['json', 'html', 'text', 'body'].includes(callee.name.text) || (callee.name.text === 'stringify' && callee.expression.getText() === 'JSON'));
      if (sink && isPromise(checker.getTypeAtLocation(node.arguments[0]))) {
        const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${name}:${line + 1}:${character + 1}  ${node.getText().split('\n')[0]?.slice(0, 100)}`);
      }
    }
    // A promise as a condition is always true: if (promise), promise ? a : b, !promise, promise && x (a value that may be
    // a promise or undefined is a fair question).
    const condition =
      ts.isIfStatement(node) || ts.isWhileStatement(node) || ts.isConditionalExpression(node)
        ? (node as ts.IfStatement | ts.WhileStatement).expression ?? (node as ts.ConditionalExpression).condition
        : ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken
          ? node.operand
          : ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
            ? node.left
            : undefined;
    if (condition && alwaysPromise(checker.getTypeAtLocation(condition))) {
      const { line, character } = file.getLineAndCharacterOfPosition(condition.getStart());
      found.push(`${name}:${line + 1}:${character + 1}  a promise as a condition (always true): ${condition.getText().split('\n')[0]?.slice(0, 80)}`);
    }
    // SQLite's count of changed rows: PostgreSQL's result has none (rowCount), so the application asks changedRows().
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'changes' && name.startsWith('api/') && name !== 'api/db/raw.ts') {
      const owner = checker.getTypeAtLocation(node.expression);
      if ((owner.getSymbol() ?? owner.aliasSymbol)?.name === 'RunResult') {
        const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${name}:${line + 1}:${character + 1}  SQLite's .changes: use changedRows() (api/db/raw.ts), which PostgreSQL answers too`);
      }
    }
    // An async function given where a function returning nothing is expected: whoever calls it drops its promise.
    const callee = node.parent !== undefined && ts.isCallExpression(node.parent) && node.parent.expression === node;
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) && !callee) {
      const contextual = checker.getContextualType(node as ts.Expression);
      const expected = contextual ? checker.getNonNullableType(contextual) : undefined;
      const own = checker.getTypeAtLocation(node);
      const returnsPromise = own.getCallSignatures().some((sig) => isPromise(sig.getReturnType()));
      const signatures = (expected?.isUnion() ? expected.types : expected ? [expected] : []).flatMap((t) => t.getCallSignatures());
      const expectsVoid = signatures.some((sig) => sig.getReturnType().flags & ts.TypeFlags.Void);
      if (returnsPromise && expectsVoid && !signatures.some((sig) => isPromise(sig.getReturnType()))) {
        const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${name}:${line + 1}:${character + 1}  an async function where one returning nothing is expected: ${node.getText().split('\n')[0]?.slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}
if (found.length) {
  console.error(`A promise nobody waits for (await it, return it, or write void before it if that is meant):\n${found.join('\n')}`);
  process.exit(1);
}
