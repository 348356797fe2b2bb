import { pack, unpack } from '../../src/spreadsheet/packed-table';
import { readTable, type Table } from '../../src/spreadsheet/read-table';
import { readTableOffThread, stopReader } from '../../src/spreadsheet/read-off-thread';
import { UnreadableFile } from '../../src/spreadsheet/read-zip';
import { xlsx } from '../../src/spreadsheet/template-xlsx';

const HEADER = ['LoteCodigo', 'Data', 'PesoMedio_kg'];

afterAll(() => stopReader());

describe('spreadsheets read on the worker thread', () => {
  it('answers the same table as the reader on this thread, for xlsx and csv', async () => {
    const book = xlsx([HEADER, ['L-1', '2026-02-01', '350,5'], ['L-2', '2026-02-02', '351']], 'pesagens');
    const csv = Buffer.from('LoteCodigo;Data;PesoMedio_kg\nL-1;2026-02-01;350,5\n', 'latin1');
    for (const [name, buf] of [['p.xlsx', book], ['p.csv', csv]] as const) {
      const here = await readTable(name, buf, HEADER, HEADER, 10);
      expect(await readTableOffThread(name, buf, HEADER, HEADER, 10)).toEqual(here);
    }
  });

  it('carries any text across threads unchanged: line breaks, quotes, separators, control characters, shared and empty cells', async () => {
    const odd = ['a\nb', 'a\r\nb', '"x";y', '\u001e\u001f\t', '\\n', '', ' ', 'ção 😀', 'x'.repeat(32_767)];
    const table: Table = {
      rows: [
        ...odd.map((v, i) => ({ line: i + 2, values: { LoteCodigo: v, Data: odd[(i + 1) % odd.length], PesoMedio_kg: 'x'.repeat(32_767) } })),
        { line: 20, values: {}, error: 'linha\nquebrada' },
        { line: 21, values: { Data: '=1+1' }, formula: 'Data' },
      ],
    };
    const packed = pack(table);
    // Each distinct text once: nine texts and the long one, not a copy per row.
    expect(packed.texts.split('\n')).toHaveLength(new Set([...odd, '=1+1']).size);
    expect(await unpack(packed)).toEqual(table);
    expect(await unpack(pack({ rows: [] }))).toEqual({ rows: [] });
    const book = xlsx([HEADER, ...odd.map((v) => [v, '2026-02-01', '350'])], 'pesagens');
    expect(await readTableOffThread('p.xlsx', book, HEADER, HEADER, 20)).toEqual(await readTable('p.xlsx', book, HEADER, HEADER, 20));
  });

  it('keeps the refusal of a broken file as UnreadableFile, with its message, and the caller keeps its bytes', async () => {
    const buf = Buffer.from('PK\u0003\u0004 not a zip at all');
    const err = await readTableOffThread('p.xlsx', buf, HEADER, HEADER, 10).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableFile);
    expect((err as Error).message).toBe(await readTable('p.xlsx', buf, HEADER, HEADER, 10).catch((e: Error) => e.message));
    // The worker got a copy: the upload's buffer is not detached by the transfer.
    expect(buf.length).toBeGreaterThan(0);
  });

  it('answers every waiting file when the worker dies, and the next file gets a new worker', async () => {
    const book = xlsx([HEADER, ['L-1', '2026-02-01', '350']], 'pesagens');
    const pending = Promise.all([1, 2, 3].map(() => readTableOffThread('p.xlsx', book, HEADER, HEADER, 10).then(() => 'read', (e: unknown) => e instanceof UnreadableFile)));
    await stopReader();
    // Each is either read before the stop or refused as unreadable: none is left hanging.
    for (const r of await pending) expect(['read', true]).toContain(r);
    expect((await readTableOffThread('p.xlsx', book, HEADER, HEADER, 10)).rows).toHaveLength(1);
  });
});
