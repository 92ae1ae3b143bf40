import { waitText } from './wait-text';

describe(waitText.name, () => {
  it('words a wait under a minute in seconds, singular for one', () => {
    expect(waitText(40)).toBe('40 seconds');
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(0)).toBe('1 second');
    expect(waitText(0.2)).toBe('1 second');
  });

  it('words a minute or more in whole minutes, rounded up', () => {
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3440)).toBe('58 minutes');
    expect(waitText(3600)).toBe('60 minutes');
    expect(waitText(900)).toBe('15 minutes');
  });
});
