import { act } from '@testing-library/react';
import { i18n } from '@/shared/i18n';
import { imageFileProblem, MAX_IMAGE_BYTES, validateImageFile } from './image';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'picture', { type });

describe('picture checks', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('takes JPEG, PNG and GIF up to 5MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif']) {
      expect(imageFileProblem(file(type, 10))).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });

  it("says the SPEC's words in English and the app's language otherwise", async () => {
    expect(validateImageFile(file('text/plain', 10))).toBe(
      'Please select a valid image file (JPEG, PNG, or GIF)',
    );
    const big = file('image/png', MAX_IMAGE_BYTES + 1);
    expect(validateImageFile(big)).toBe('Image size must be less than 5MB');
    await act(() => i18n.changeLanguage('es'));
    expect(validateImageFile(big)).toBe('La imagen debe pesar menos de 5 MB');
    await act(() => i18n.changeLanguage('fr'));
    expect(validateImageFile(file('text/plain', 10))).toBe(
      'Veuillez choisir un fichier image valide (JPEG, PNG ou GIF)',
    );
  });
});
