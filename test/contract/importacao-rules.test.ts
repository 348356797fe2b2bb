import 'reflect-metadata';
import { getMetadataStorage, validate } from 'class-validator';
import { Role } from '../../src/auth/actor';
import { AnimalInput } from '../../src/modules/animal/animal.types';
import { PesagemInput } from '../../src/modules/pesagem/pesagem.types';
import { makeLote, makeTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue: import rows are validated by the API's input classes. The probes come from each class's class-validator
 * metadata (its numeric limits, lengths, allowed values), so a rule added to the API is probed here too: every
 * value the class refuses must be a row error with the class's message, every value it accepts must be imported.
 */
type Kind = 'pesagens' | 'animais';
type Case = {
  kind: Kind; Input: new () => object; columns: Record<string, string>;
  /** A valid row (column -> cell) for probe number `i`; rows differ so that none is a repeat of another. */
  base: (i: number) => Record<string, string>;
};
const day = (i: number) => new Date(Date.UTC(2026, 1, 1) + i * 86_400_000).toISOString().slice(0, 10);
const CASES: Case[] = [
  {
    kind: 'pesagens', Input: PesagemInput,
    columns: { data: 'Data', pesoMedio: 'PesoMedio_kg', quantidadeAnimais: 'QuantidadeAnimais', observacao: 'Observacoes' },
    base: (i) => ({ LoteCodigo: 'L-REGRA', Data: day(i), PesoMedio_kg: '300', QuantidadeAnimais: '10', Observacoes: '' }),
  },
  {
    kind: 'animais', Input: AnimalInput,
    columns: { identificacao: 'Identificacao', brinco: 'Brinco', sexo: 'Sexo', raca: 'Raca', pesoEntrada: 'PesoEntrada', dataEntrada: 'DataEntrada', eid: 'EID' },
    base: (i) => ({ LoteCodigo: 'L-REGRA', Identificacao: `ID-${i}`, Brinco: '', Sexo: 'Macho', Raca: '', PesoEntrada: '300', DataEntrada: '', EID: '' }),
  },
];

const storage = getMetadataStorage();
const rulesOf = (Input: new () => object) => storage.getTargetValidationMetadatas(Input, '', true, false)
  .filter((m) => m.constraintCls)
  .map((m) => ({ property: m.propertyName, name: storage.getTargetValidatorConstraints(m.constraintCls)[0]?.name, constraints: m.constraints ?? [] }));

/** Values around each limit the class declares for `property`, and the kinds of value its rules tell apart. */
function probes(Input: new () => object, property: string, i0: number): unknown[] {
  const rules = rulesOf(Input).filter((r) => r.property === property);
  const names = rules.map((r) => r.name);
  const values: unknown[] = [];
  if (names.includes('isNumber') || names.includes('isInt')) {
    const limits = [0, ...rules.flatMap((r) => r.constraints.filter((c): c is number => typeof c === 'number'))];
    // Whole steps, tenths, and amounts below the last stored decimal (0.0004 kg is stored 0.000).
    for (const c of limits) for (const d of [0, 1, -1, 0.1, -0.1, 0.0004, 0.0005, -0.0004, 1e-9]) values.push(Number((c + d).toFixed(10)));
    values.push(2.5);
  }
  if (names.includes('isString')) {
    const lengths = [1, ...rules.filter((r) => r.name === 'maxLength').flatMap((r) => [r.constraints[0] as number, (r.constraints[0] as number) + 1])];
    // Distinct texts (identificacao is unique per row), of exactly each length.
    for (const [k, n] of lengths.entries()) values.push(n < 4 ? 'xyz'.slice(0, n) : `${i0 + k}-`.padEnd(n, 'a'));
  }
  for (const r of rules.filter((x) => x.name === 'isIn')) values.push(...(r.constraints[0] as string[]), 'Outro');
  return [...new Set(values)];
}

/** The class's verdict on `value` in `property` alone: its messages, or undefined when it accepts it. */
async function classVerdict(Input: new () => object, property: string, value: unknown): Promise<string | undefined> {
  const errors = await validate(Object.assign(new Input(), { [property]: value }), { skipMissingProperties: true, forbidUnknownValues: false });
  const mine = errors.find((e) => e.property === property);
  return mine && Object.values(mine.constraints ?? {}).join(', ');
}

let { t, api } = {} as Suite;
beforeAll(async () => ({ t, api } = await startSuite('impregra')));
afterAll(() => t.close());

describe.each(CASES)('import of $kind: the limits of the input class', ({ kind, Input, columns, base }) => {
  it('every validated field of the class has a column of the import', () => {
    const validated = [...new Set(rulesOf(Input).map((r) => r.property))];
    expect(validated.length).toBeGreaterThan(0);
    expect(validated.filter((p) => !(p in columns))).toEqual([]);
  });

  it('a value the class refuses is a row error with its message; a value it accepts is imported', async () => {
    const tenant = await makeTenant(t.app, 'impregra');
    const lote = await makeLote(t.app, tenant.id, { codigo: 'L-REGRA', quantidadeAnimais: 40, dataEntrada: '2026-01-10' });
    const rows: Record<string, string>[] = [];
    const expected: string[] = [];
    for (const property of Object.keys(columns)) {
      for (const value of probes(Input, property, rows.length)) {
        const row = base(rows.length);
        row[columns[property]] = String(value);
        rows.push(row);
        const verdict = await classVerdict(Input, property, value);
        if (verdict) expected.push(`Linha ${rows.length + 1}: ${columns[property]} ${verdict}`);
      }
    }
    expect(rows.length).toBeGreaterThan(20);
    expect(expected.some((e) => e.includes('depois de arredondado'))).toBe(true); // 0.0004 kg is among the refused
    const header = Object.keys(base(0));
    const csv = [header, ...rows.map((r) => header.map((c) => r[c]))].map((r) => r.join(';')).join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(csv)]), 'regras.csv');
    const res = await fetch(`${t.url}/api/importacao/${kind}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(tenant, Role.Gerente)}` } });
    const body = (await res.json()) as { importadas: number; ignoradas: number; erros: string[] };
    expect(res.status).toBe(200);
    expect(body.erros).toEqual(expected);
    expect(body).toMatchObject({ importadas: rows.length - expected.length, ignoradas: 0 });
    expect((await api.get(`/api/lotes/${lote.id}/${kind}`, tok(tenant, Role.Operador))).body).toHaveLength(rows.length - expected.length);
  });
});
