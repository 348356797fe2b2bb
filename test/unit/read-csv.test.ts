import { readCsv } from '../../src/spreadsheet/read-csv';
import { UnreadableFile } from '../../src/spreadsheet/read-zip';

const rows = (content: Buffer | string) => readCsv(typeof content === 'string' ? Buffer.from(content) : content, 100)
  .map((r) => (r.error ? { line: r.line, cells: r.cells, error: r.error } : { line: r.line, cells: r.cells }));
const refusal = (content: Buffer | string) => {
  try {
    rows(content);
  } catch (e) {
    expect(e).toBeInstanceOf(UnreadableFile);
    return (e as Error).message;
  }
  throw new Error('read without an error');
};

describe('readCsv: the encodings spreadsheet programs write', () => {
  const expected = [{ line: 1, cells: ['Raca', 'Peso'] }, { line: 2, cells: ['Nelore Mestiço', '478,602'] }];

  it('UTF-8 with and without BOM', () => {
    expect(rows('Raca;Peso\r\nNelore Mestiço;478,602\r\n')).toEqual(expected);
    expect(rows('\uFEFFRaca;Peso\r\nNelore Mestiço;478,602\r\n')).toEqual(expected);
  });

  it('Windows-1252 (bytes that are not UTF-8): 0xE7 is ç, 0x80 is €', () => {
    expect(rows(Buffer.from('Raca;Peso\r\nNelore Mesti\xe7o;478,602\r\n', 'latin1'))).toEqual(expected);
    expect(rows(Buffer.from('a;b\n\x80 5;x\n', 'latin1'))[1].cells).toEqual(['€ 5', 'x']);
  });

  it('UTF-16 LE and BE with BOM, tab separated', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Raca\tPeso\r\nNelore Mestiço\t478,602\r\n', 'utf16le')]);
    expect(rows(le)).toEqual(expected);
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(rows(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual(expected);
    expect(refusal(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41]))).toMatch(/UTF-16LE/); // a lone surrogate, odd length
  });

  it('UTF-16 without BOM, told by the ASCII characters the header starts with', () => {
    const le = Buffer.from('Raca\tPeso\r\nNelore Mestiço\t478,602\r\n', 'utf16le');
    expect(rows(le)).toEqual(expected);
    expect(rows(Buffer.from(le).swap16())).toEqual(expected);
  });

  it('refuses binary content: NUL and the controls no spreadsheet writes, naming the line', () => {
    expect(refusal('a;b\nc;d\x00\n')).toBe('arquivo csv contem dados binarios (caractere de controle na linha 2)');
    expect(refusal(Buffer.from('a;b\n\n\x81;x\n', 'latin1'))).toMatch(/linha 3/); // undefined in Windows-1252
  });
});

describe('readCsv: separators, quotes and rows that do not line up', () => {
  it('picks ;, , or tab from the header line, outside quotes', () => {
    expect(rows('"a,b";c\n1;2\n')[0].cells).toEqual(['a,b', 'c']);
    expect(rows('a,b,c\n1,2,3\n')[1].cells).toEqual(['1', '2', '3']);
    expect(rows('a\tb;c\tx\n1\t2;3\t4\n')[1].cells).toEqual(['1', '2;3', '4']);
  });

  it('with , a decimal comma must be quoted: an unquoted one makes the row an error, never a shift', () => {
    expect(rows('Lote,Peso,Cabecas\nL1,"478,602",10\nL1,478,602,10\nL1,478,602\nL1,478\n')).toEqual([
      { line: 1, cells: ['Lote', 'Peso', 'Cabecas'] },
      { line: 2, cells: ['L1', '478,602', '10'] },
      { line: 3, cells: ['L1', '478', '602', '10'], error: expect.stringMatching(/^a linha tem 4 campos e o cabecalho 3: com separador "," um numero com virgula decimal deve estar entre aspas/) },
      { line: 4, cells: ['L1', '478', '602'] },
      { line: 5, cells: ['L1', '478'], error: expect.stringMatching(/^a linha tem 2 campos e o cabecalho 3/) },
    ]);
  });

  it('with ; extra cells holding text are an error, fewer cells or empty extra cells are not', () => {
    expect(rows('a;b;c\n1;2\n1;2;3;;\n1;2;3;4\n').map((r) => r.error ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'a linha tem 4 campos e o cabecalho 3']);
  });

  it('quoted fields keep separators, doubled quotes and line breaks; lines are counted across them', () => {
    expect(rows('a;b\r\n"x;""y""\r\nz";1\r\n\r\nw;"2"\r')).toEqual([
      { line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['x;"y"\r\nz', '1'] }, { line: 5, cells: ['w', '2'] },
    ]);
  });

  it('an unterminated quote is an error naming the line where it opened (it used to swallow the rows after it)', () => {
    expect(refusal('a;b\n1;2\n3;"4\n5;6\n7;8\n')).toBe('aspas abertas na linha 3 nao foram fechadas');
    expect(refusal('a;b\n"x\n""\n')).toBe('aspas abertas na linha 2 nao foram fechadas');
  });

  it('a quote inside an unquoted field is text', () => {
    expect(rows('a;b\n5" tubo;x\n')[1].cells).toEqual(['5" tubo', 'x']);
  });

  it('bounds columns and rows', () => {
    expect(refusal(`a\n${';'.repeat(300)}x\n`)).toBe('linha 2 com mais de 256 colunas');
    expect(() => readCsv(Buffer.from('a\n1\n2\n3\n'), 3)).toThrow('mais de 2 linhas de dados');
  });
});

describe('readCsv stays linear', () => {
  // Each shape at 1 MB and 8 MB (past the 5 MiB upload limit), read with the imports' row cap: time grows with the
  // size, not its square.
  const shapes: Record<string, (n: number) => string> = {
    'quote-heavy cells': (n) => `a;b\n${`${'"""";'.repeat(200)}\n`.repeat(n / 1001).slice(0, 10_000 * 1001)}`,
    'doubled quotes in one field': (n) => `a;b\n"${'""'.repeat(n / 2)}";x\n`,
    'one long unquoted field': (n) => `a;b\n${'x'.repeat(n)};1\n`,
    'blank rows': (n) => `a;b\n${';;\r\n'.repeat(n / 4)}`,
    'long rows': (n) => `a;b\n${`${'1234567;'.repeat(100)}\n`.repeat(Math.min(10_000, n / 801))}`,
    'line breaks inside quotes': (n) => `a;b\n"${'\n'.repeat(n)}";1\n`,
  };
  const time = (text: string) => {
    const buf = Buffer.from(text);
    // CPU time, not wall time: other processes share the machine's cores.
    const started = process.cpuUsage();
    readCsv(buf, 10_001);
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000;
  };

  it.each(Object.keys(shapes))('%s', (shape) => {
    // The best of a few runs: a collection can land in any run.
    const small = Math.min(...[1, 2, 3].map(() => time(shapes[shape](1_000_000))));
    const large = Math.min(...[1, 2].map(() => time(shapes[shape](8_000_000))));
    // 8x the text: linear is ~8x; quadratic would be 64x (and already seconds at 1 MB). The floor absorbs noise on
    // small timings.
    expect(large).toBeLessThan(Math.max(small, 50) * 32);
  });
});
