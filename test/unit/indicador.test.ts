import fc from 'fast-check';
import { readCsv } from '../../src/spreadsheet/read-csv';
import { UnreadableFile } from '../../src/spreadsheet/read-zip';
import { normalizeEid } from '../../src/modules/animal/eid';
import { dataDoIndicador, detectar, FORMATO_NAO_RECONHECIDO, FORMATOS_SUPORTADOS, lerSessao, pesoKg } from '../../src/modules/sessao-pesagem/indicador';

const rowsOf = (text: string) => readCsv(Buffer.from(text, 'latin1'), 10_001).map((r) => ({ line: r.line, cells: r.cells }));

describe('scale indicator records', () => {
  it('EIDs: 15 digits with a country or maker code, spaces anywhere', () => {
    expect(normalizeEid('982 000017383201')).toBe('982000017383201');
    expect(normalizeEid(' 076 0000 1234 5678 ')).toBe('076000012345678');
    for (const bad of ['', '98200001738320', '9820000173832011', '000000017383201', '999000017383201', '98200001738320x']) expect(normalizeEid(bad)).toBeNull();
  });

  it('dates by the layout\'s own order; weights in kg or converted from pounds', () => {
    expect(dataDoIndicador('8/27/03', 'mdy')).toBe('2003-08-27');
    expect(dataDoIndicador('27/08/2003', 'dmy')).toBe('2003-08-27');
    expect(dataDoIndicador('2/30/26', 'mdy')).toBeNull();
    expect(dataDoIndicador('13/01/26', 'mdy')).toBeNull();
    expect(pesoKg('   890', 'LB')).toBe(403.697);
    expect(pesoKg('412', 'KG')).toBe(412);
    expect(pesoKg('-5', 'KG')).toBeNull();
    expect(pesoKg('1e3', 'KG')).toBeNull();
  });

  it('detects the layout by its shape and marks what cannot be read', () => {
    expect(detectar(['A 00000 0 982 000017383201', ' 890', 'LB', '$', 'GR', '8/27/03', '10:15', '_'])).toBe('digistar-eid');
    expect(detectar(['LoteCodigo', 'Data'])).toBeUndefined();
    const s = lerSessao(rowsOf('A 00000 0 982 000017383201, 890,LB,$,GR,8/27/03,10:15,_\r\nXYZ, 12a,LB,$,GR,8/27/03,10:16,_\r\n,1,LB\r\n'));
    expect(s.leituras.map((l) => l.erro ?? 'ok')).toEqual(['ok', expect.stringContaining('peso invalido'), expect.stringContaining('campos')]);
    expect(() => lerSessao(rowsOf('a;b;c\n1;2;3\n'))).toThrow(UnreadableFile);
  });

  it('a file of no known layout is refused naming what is read and the makers not read yet', () => {
    // A file that opens with a line of field names has no layout read here (the Digi-Star records have no header).
    const refusal = () => lerSessao(rowsOf('EID,VID,Weight,Date,Time\r\n982 000017383201,BOI1,412,27/08/2025,10:15\r\n'));
    expect(refusal).toThrow(UnreadableFile);
    expect(refusal).toThrow(FORMATO_NAO_RECONHECIDO);
    for (const f of FORMATOS_SUPORTADOS) expect(FORMATO_NAO_RECONHECIDO).toContain(`(${f})`);
    expect(FORMATO_NAO_RECONHECIDO).toMatch(/Digi-Star StockWeigh EID.*Tru-Test\/Datamars, Gallagher, Coimma e Beckhauser ainda nao/);
  });

  it('fuzz: any text either reads or is refused as unreadable, linearly and within the line bound', () => {
    const piece = fc.constantFrom('A 00000 0 982 000017383201', ' 890', 'LB', 'KG', '$', ' ', 'GR', '8/27/03', '10:15', '_', ',', '\r\n', '\n', '"', 'x', '9'.repeat(20), '');
    fc.assert(fc.property(fc.array(piece, { maxLength: 200 }), (parts) => {
      const text = parts.join('');
      try {
        const s = lerSessao(rowsOf(text));
        expect(s.leituras.length).toBeLessThanOrEqual(text.length);
        for (const l of s.leituras) if (!l.erro) expect(l.pesoKg).not.toBeNull();
      } catch (e) {
        expect(e).toBeInstanceOf(UnreadableFile);
      }
    }), { numRuns: 2000 });
  });

  it('a 10,000-line file reads in one pass (no quadratic step)', () => {
    const line = 'A 00000 0 982 000017383201,    890,LB,$,GR,8/27/03,10:15,_\r\n';
    const s = lerSessao(rowsOf(line.repeat(10_000)));
    expect(s.leituras).toHaveLength(10_000);
    expect(() => rowsOf(line.repeat(10_002))).toThrow(UnreadableFile);
  });
});
