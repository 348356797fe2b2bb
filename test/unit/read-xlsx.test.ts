import fc from 'fast-check';
import { UnreadableFile } from '../../src/spreadsheet/read-zip';
import { isDateFormat, serialToDate } from '../../src/spreadsheet/xlsx-dates';
import { scanXml } from '../../src/spreadsheet/xml-scan';

describe('date formats and serials', () => {
  it('a number format is a date only when it shows a calendar date', () => {
    const cases: [number, string | undefined, boolean][] = [
      [14, undefined, true], [22, undefined, true], [18, undefined, false], [21, undefined, false], [2, undefined, false], [0, undefined, false],
      [164, 'dd/mm/yyyy', true], [164, 'DD/MM/YYYY', true], [165, '[$-416]mmm-yy', true], [166, 'yyyy-mm-dd h:mm', true],
      [167, 'h:mm', false], [168, 'mm:ss', false], [169, 'h:mm AM/PM', false], [170, '"dia" 0.00', false], [171, '[Red]0.00', false],
      [172, 'General', false], [173, '0.00E+00', false], [174, '#,##0.00 "kg"', false], [175, '\\d0', false],
    ];
    for (const [id, code, date] of cases) expect({ id, code, date: isDateFormat(id, code) }).toEqual({ id, code, date });
  });

  it('judges every code as the regex it replaced did, in one pass (issue 33: unclosed brackets were quadratic)', () => {
    // The replaced check, kept here as the reference of what a well-formed or malformed code means.
    const byRegex = (code: string) => {
      const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]|AM\/PM|A\/P/gi, '').split(';')[0];
      if (/^general$/i.test(bare.trim())) return false;
      return /[dy]/i.test(bare) || (/m/i.test(bare) && !/[hs]/i.test(bare));
    };
    const code = fc.array(fc.constantFrom('"', '[', ']', '\\', ';', 'd', 'm', 'y', 'h', 's', 'A', 'M', '/', 'P', 'a', 'p', '0', ' ', 'General'), { maxLength: 40 })
      .map((parts) => parts.join(''));
    fc.assert(fc.property(code, (c) => isDateFormat(164, c) === byRegex(c)), { numRuns: 5000 });
    // 255 characters is the most a file may hold; a million unclosed brackets still take one pass.
    for (const s of ['['.repeat(1e6), '"'.repeat(1e6), '[m'.repeat(5e5)]) expect(isDateFormat(164, s)).toBe(s.includes('m'));
  });

  it('serials in the 1900 system (with its phantom 29 February) and in the 1904 system', () => {
    expect([1, 59, 60, 61, 46082, 46101.5].map((s) => serialToDate(s, false))).toEqual(['1900-01-01', '1900-02-28', '1900-02-29', '1900-03-01', '2026-03-01', '2026-03-20']);
    expect([0, 46082 - 1462].map((s) => serialToDate(s, true))).toEqual(['1904-01-01', '2026-03-01']);
    expect([-1, Number.NaN, 1e12].map((s) => serialToDate(s, false))).toEqual([null, null, null]);
  });
});

describe('xml scanner', () => {
  async function events(xml: string): Promise<string[]> {
    const out: string[] = [];
    await scanXml(Buffer.from(xml), {
      open: (n, a, empty) => out.push(`<${n}${Object.entries(a).map(([k, v]) => ` ${k}=${v}`).join('')}${empty ? '/' : ''}>`),
      close: (n) => out.push(`</${n}>`),
      text: (b, s, e, cdata) => out.push(cdata ? `cdata:${b.toString('utf8', s, e)}` : `text:${b.toString('utf8', s, e)}`),
    });
    return out;
  }

  it('local names, attributes holding > and entities, comments, CDATA, processing instructions', async () => {
    expect(await events('<?xml version="1.0"?><x:a x:r="A1" t=\'a>b\' v="&amp;&#65;&#x42;"><!-- <b> --><![CDATA[<c>]]>t&lt;</x:a>')).toEqual([
      '<a r=A1 t=a>b v=&AB>', 'cdata:<c>', 'text:t&lt;', '</a>',
    ]);
    expect(await events('<a><b/></a>')).toEqual(['<a>', '<b/>', '</b>', '</a>']);
  });

  it('refuses crossed, unclosed and cut markup, a DOCTYPE and nesting past 64', async () => {
    for (const xml of ['<a><b></a></b>', '<a><b>', '<a', '<a b="1></a>', '<!DOCTYPE a [<!ENTITY x "y">]><a/>', '<a>'.repeat(65) + '</a>'.repeat(65), '<a b></a>']) {
      await expect(events(xml)).rejects.toBeInstanceOf(UnreadableFile);
    }
  });

  it('refuses an attribute longer than the caller allows, counted as written', async () => {
    const scan = (xml: string) => scanXml(Buffer.from(xml), { open() {}, close() {} }, 8);
    await expect(scan('<a b="12345678"/>')).resolves.toBeUndefined();
    await expect(scan('<a b="123456789"/>')).rejects.toThrow('arquivo xlsx com atributo b de a maior que 8 bytes');
    await expect(scan('<a b="&amp;&amp;"/>')).rejects.toBeInstanceOf(UnreadableFile);
  });
});
