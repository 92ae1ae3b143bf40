import { act } from 'react';
import { i18n } from '@/shared/i18n';
import { changedFields, validateProfileForm } from './profileRules';

const valid = { fullName: 'Ada Stone', bio: '', website: '', location: '' };

describe('validateProfileForm', () => {
  it('accepts a filled-in form and a blank website', () => {
    expect(validateProfileForm(valid)).toEqual({});
    expect(validateProfileForm({ ...valid, website: 'club.example.com' })).toEqual({});
    expect(validateProfileForm({ ...valid, website: 'https://club.example.com/team' })).toEqual({});
  });

  it('gives SPEC §5 messages field by field', () => {
    expect(validateProfileForm({ ...valid, fullName: '  ' }).fullName).toBe(
      'Full name is required',
    );
    expect(validateProfileForm({ ...valid, fullName: 'A' }).fullName).toBe(
      'Full name must be at least 2 characters',
    );
    expect(validateProfileForm({ ...valid, fullName: 'A'.repeat(101) }).fullName).toBe(
      'Full name must be less than 100 characters',
    );
    expect(validateProfileForm({ ...valid, bio: 'b'.repeat(501) }).bio).toBe(
      'Bio must be less than 500 characters',
    );
    expect(validateProfileForm({ ...valid, website: 'not a site' }).website).toBe(
      'Please enter a valid website URL',
    );
    expect(validateProfileForm({ ...valid, location: 'l'.repeat(101) }).location).toBe(
      'Location must be less than 100 characters',
    );
  });

  it('gives the messages in the app language', async () => {
    await act(() => i18n.changeLanguage('es'));
    expect(validateProfileForm({ ...valid, fullName: 'A' }).fullName).toBe(
      'El nombre completo debe tener al menos 2 caracteres',
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(validateProfileForm({ ...valid, bio: 'b'.repeat(501) }).bio).toBe(
      'La bio doit contenir moins de 500 caractères',
    );
  });

  it('sends only the fields that changed', () => {
    expect(changedFields(valid, { ...valid, bio: 'Keeper' })).toEqual({ bio: 'Keeper' });
    expect(changedFields(valid, valid)).toEqual({});
  });
});
