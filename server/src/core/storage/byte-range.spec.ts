import { resolveRange } from './byte-range';

describe(resolveRange.name, () => {
  it.each([
    ['bytes=5-9', { kind: 'part', start: 5, end: 9 }],
    ['bytes=5-', { kind: 'part', start: 5, end: 19 }],
    ['bytes=-5', { kind: 'part', start: 15, end: 19 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 19 }],
    ['bytes=10-999', { kind: 'part', start: 10, end: 19 }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=20-', { kind: 'unsatisfiable' }],
    ['bytes=9-5', { kind: 'unsatisfiable' }],
    ['bytes=0-1,4-5', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    [undefined, { kind: 'whole' }],
  ])('%s of 20 bytes', (header, expected) => {
    expect(resolveRange(header, 20)).toEqual(expected);
  });
});
