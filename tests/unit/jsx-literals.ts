// Finds user-facing words written straight into JSX (text, and the aria-label, title, placeholder and alt
// attributes), which would bypass the message catalogues. Used by jsx-literals.test.ts.
import ts from 'typescript';

const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label']);
const LETTER = /\p{L}/u;

export interface Literal {
  line: number;
  text: string;
}

/** String literals an expression may evaluate to directly ('x', `x`, a ? 'x' : 'y', a && 'x', a ?? 'x'). */
function literalTexts(expr: ts.Expression | undefined): string[] {
  if (!expr) return [];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) return [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)];
  if (ts.isParenthesizedExpression(expr)) return literalTexts(expr.expression);
  if (ts.isConditionalExpression(expr)) return [...literalTexts(expr.whenTrue), ...literalTexts(expr.whenFalse)];
  if (ts.isBinaryExpression(expr) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expr.operatorToken.kind)) {
    return literalTexts(expr.right);
  }
  return [];
}

export function findJsxLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    const words = text.replace(/\s+/g, ' ').trim();
    if (LETTER.test(words)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: words });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of literalTexts(node.expression)) add(node, text);
    } else if (ts.isJsxAttribute(node) && USER_FACING_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) add(node, init.text);
      else if (init && ts.isJsxExpression(init)) for (const text of literalTexts(init.expression)) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
