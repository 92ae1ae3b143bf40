import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The server's `src/` folder. */
export const SRC = join(__dirname, '..');

/** Every non-test TypeScript file under `dir`, as paths relative to `src/` with '/' separators. */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return [relative(SRC, path).split(sep).join('/')];
  });
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest);
}

/**
 * The folder a file belongs to, as the architecture sees it: `modules/<name>` or `core` for
 * what is under them, else the top-level file or folder itself (`contracts`, `config`, `main.ts`).
 */
export function folderOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'modules' ? `modules/${second}` : top;
}

/** The text of every string literal and template literal part of the file. */
export function stringsOf(source: ts.SourceFile): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The relative specifiers the file imports or re-exports from (type-only ones included). */
export function importsOf(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier;
    if (from && ts.isStringLiteral(from) && from.text.startsWith('.')) specifiers.push(from.text);
  }
  return specifiers;
}
