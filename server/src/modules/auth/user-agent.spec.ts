import { describeDevice } from './user-agent';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe(describeDevice.name, () => {
  it('names the browser and the system', () => {
    expect(describeDevice(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(describeDevice(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iOS (mobile)');
  });

  it('keeps the start of an agent it cannot read, and nothing for none', () => {
    expect(describeDevice('curl/8.4.0')).toBe('curl/8.4.0');
    expect(describeDevice('')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
