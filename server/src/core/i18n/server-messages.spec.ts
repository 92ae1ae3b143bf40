import ts from 'typescript';
import { parse, sourceFiles } from '../../architecture/source-files';
import { findMessage, translateMessage } from './server-messages';

/** A string or template literal's text, each `${…}` as a sample value. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
  }
  return null;
}

/**
 * The messages written as literals in the source: the second argument of `new AppError` and of
 * `ok` (a success envelope's message), and the `message` / `invalid` / `notFound` of a validation
 * decorator or an id parameter, with constants of the same file followed.
 */
function errorTexts(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  // The configuration's messages go to the operator starting the server, never to a user.
  const skipped = (f: string) => f.startsWith('core/i18n/') || f.startsWith('config/');
  for (const file of sourceFiles().filter((f) => !skipped(f))) {
    const source = parse(file);
    const constants = new Map<string, string>();
    const collectConstants = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        const text = literalText(node.initializer);
        if (text !== null) constants.set(node.name.text, text);
      }
      ts.forEachChild(node, collectConstants);
    };
    collectConstants(source);
    const textOf = (node: ts.Node | undefined) =>
      node && ts.isIdentifier(node) ? (constants.get(node.text) ?? null) : literalText(node);
    const visit = (node: ts.Node, inDecorator: boolean): void => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
        const text = textOf(node.arguments?.[1]);
        if (text !== null) found.push({ file, text });
      }
      // A success envelope's message: `ok(data, 'Post deleted')`.
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'ok') {
        const text = textOf(node.arguments[1]);
        if (text !== null) found.push({ file, text });
      }
      if (
        inDecorator &&
        ts.isPropertyAssignment(node) &&
        ['message', 'invalid', 'notFound'].includes(node.name.getText(source))
      ) {
        const text = textOf(node.initializer);
        if (text !== null) found.push({ file, text });
      }
      ts.forEachChild(node, (child) => visit(child, inDecorator || ts.isDecorator(node)));
    };
    visit(source, false);
  }
  return found;
}

describe('the server’s messages in other languages', () => {
  it('has every error and success message the source writes in the catalogue', () => {
    const texts = errorTexts();
    expect(texts.length).toBeGreaterThan(150);
    const missing = texts.filter(({ text }) => !findMessage(text));
    expect(missing).toEqual([]);
  });

  it('translates the message of a success envelope', () => {
    expect(translateMessage('fr', 'Post deleted')).toBe('Publication supprimée');
    expect(translateMessage('es', 'Language updated successfully')).toBe(
      'Idioma actualizado correctamente',
    );
  });

  it('answers English as it was written, and an unknown text as it is', () => {
    expect(translateMessage('en', 'Post not found')).toBe('Post not found');
    expect(translateMessage('es', 'Something nobody wrote')).toBe('Something nobody wrote');
  });

  it('translates a text with values, keeping the values (field names, choices)', () => {
    expect(translateMessage('es', 'Post not found')).toBe('No se ha encontrado la publicación');
    expect(translateMessage('fr', 'profileVisibility must be one of: public, friends')).toBe(
      'profileVisibility doit valoir l’une de ces valeurs : public, friends',
    );
    expect(translateMessage('es', 'Password must be 8 to 128 characters')).toBe(
      'La contraseña debe tener entre 8 y 128 caracteres',
    );
  });

  it('words waits, numbers and days in the language, with its plurals', () => {
    expect(translateMessage('es', 'Too many attempts. Please try again in 1 seconds.')).toBe(
      'Demasiados intentos. Inténtalo de nuevo dentro de 1 segundo.',
    );
    expect(
      translateMessage(
        'fr',
        'Too many failed login attempts for this account. Please try again in 5 minutes.',
      ),
    ).toBe(
      'Trop de tentatives de connexion échouées pour ce compte. Veuillez réessayer dans 5 minutes.',
    );
    expect(translateMessage('es', 'Your account is suspended until 2026-12-01. Reason: spam')).toBe(
      'Tu cuenta está suspendida hasta el 1 de diciembre de 2026. Motivo: spam',
    );
    expect(
      translateMessage('fr', 'Your account is suspended until further notice. Reason: spam'),
    ).toBe('Votre compte est suspendu jusqu’à nouvel ordre. Motif : spam');
  });

  it('prefers the entry of a field over the general one', () => {
    expect(findMessage('accept must be true or false')?.key).toBe('error.acceptMustBeTrueOrFalse');
    expect(findMessage('showActivity must be true or false')).toEqual({
      key: 'error.mustBeTrueOrFalse',
      values: { field: 'showActivity' },
    });
  });
});
