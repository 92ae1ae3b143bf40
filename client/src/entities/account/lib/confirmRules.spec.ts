import { act } from 'react';
import { i18n } from '@/shared/i18n';
import { confirmWordError, validateDeleteForm } from './confirmRules';

describe('confirmation rules', () => {
  it('wants the exact word', () => {
    expect(confirmWordError('HIBERNATE', 'HIBERNATE')).toBeNull();
    expect(confirmWordError('HIBERNATE', 'hibernate')).toBe('Please type "HIBERNATE" to confirm');
    expect(confirmWordError('DOWNLOAD', '')).toBe('Please type "DOWNLOAD" to confirm');
  });

  it('checks the delete form: a 6+ character password and DELETE', () => {
    expect(validateDeleteForm('secret', 'DELETE')).toEqual({});
    expect(validateDeleteForm('12345', 'delete')).toEqual({
      password: 'Please enter your password to confirm.',
      confirm: 'You must type DELETE to confirm.',
    });
  });

  it('tells the problems in the app language, the word itself unchanged', async () => {
    await act(() => i18n.changeLanguage('es'));
    expect(confirmWordError('HIBERNATE', 'hibernar')).toBe('Escribe «HIBERNATE» para confirmar');
    expect(validateDeleteForm('', '')).toEqual({
      password: i18n.t('profile:deleteAccount.passwordRequired'),
      confirm: i18n.t('profile:deleteAccount.wordRequired'),
    });
    expect(validateDeleteForm('', '').password).not.toBe('Please enter your password to confirm.');
  });
});
