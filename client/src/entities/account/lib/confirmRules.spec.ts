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
});
