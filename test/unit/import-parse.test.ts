import { cellNumber, parseNumber, round } from '../../src/modules/importacao/parse';

describe('parseNumber: numbers as cells in Brazil (and elsewhere) hold them', () => {
  it('decimal comma or point; with both, the last one is the decimal mark', () => {
    expect(['340.5', '340,5', '1.234,5', '1,234.5', '1.234.567,25', '478,602', '-0,0004', '1e-9', ' 12 ']
      .map(parseNumber)).toEqual([340.5, 340.5, 1234.5, 1234.5, 1234567.25, 478.602, -0.0004, 1e-9, 12]);
  });

  it('refuses what is not one number', () => {
    expect(['', 'abc', '1,2,3', '1.2.3,4,5', '12kg', 'Infinity', '1e999', '--1'].map(parseNumber)).toEqual(Array(8).fill(null));
  });

  it('a long run of digits is refused at once, not matched (the pattern never sees a long text)', () => {
    // No time bound: the backtracking pattern on 5 M digits never returns (the run's hang guard fails it).
    expect(parseNumber(`${'1'.repeat(5_000_000)}x`)).toBeNull();
    expect(parseNumber('1'.repeat(41))).toBeNull();
  });

  it('cellNumber gives the text back when it is not a number (the input class then says "deve ser um numero")', () => {
    expect([cellNumber('3,5'), cellNumber('tres')]).toEqual([3.5, 'tres']);
  });
});

describe('round: as the numeric column stores the value (the dedupe key and the stored value agree with the API)', () => {
  it('rounds the decimal text half away from zero, not the binary product', () => {
    expect([8256.8175, 1.0005, 478.6025, 0.0004, 0.0005, 350.5].map((n) => round(n, 3))).toEqual([8256.818, 1.001, 478.603, 0, 0.001, 350.5]);
  });
});
