import { normaliseFanProfile, withScheme } from './normalise';

describe('fan section normalisation', () => {
  it('drops blank teams, blank or duplicate languages and incomplete socials; adds https://', () => {
    expect(
      normaliseFanProfile({
        favouriteTeams: [' Barcelona ', '', '   ', 'Lakers'],
        languages: ['English', ' ', 'english', 'Spanish', 'ENGLISH'],
        socials: [
          { platform: 'Instagram', url: 'instagram.com/ana' },
          { platform: 'X', url: 'https://x.com/ana' },
          { platform: '', url: 'tiktok.com/ana' },
          { platform: 'Facebook', url: ' ' },
          { platform: 'Site', url: 'HTTP://ana.dev' },
        ],
      }),
    ).toEqual({
      favouriteTeams: ['Barcelona', 'Lakers'],
      languages: ['English', 'Spanish'],
      socials: [
        { platform: 'Instagram', url: 'https://instagram.com/ana' },
        { platform: 'X', url: 'https://x.com/ana' },
        { platform: 'Site', url: 'HTTP://ana.dev' },
      ],
    });
  });

  it('keeps an url with http as it is', () => {
    expect(withScheme('http://a.b')).toBe('http://a.b');
    expect(withScheme(' a.b ')).toBe('https://a.b');
  });
});
