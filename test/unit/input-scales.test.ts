import 'reflect-metadata';
import { validate } from 'class-validator';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Float, getMetadataStorage } from 'type-graphql';
import { alertasPreco } from '../../src/modules/alerta-preco/schema';
import { AnimalItemInput } from '../../src/modules/animal/animal.types';
import { animais, pesagensAnimais } from '../../src/modules/animal/schema';
import { compras } from '../../src/modules/compra/schema';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { currais } from '../../src/modules/curral/schema';
import { custos } from '../../src/modules/custo/schema';
import { dietaIngredientes } from '../../src/modules/dieta/schema';
import { resolverInstances, type Services } from '../../src/modules/index';
import { hedges, hedgeSaidas } from '../../src/modules/hedge/schema';
import { lotes } from '../../src/modules/lote/schema';
import { medicamentos } from '../../src/modules/medicamento/schema';
import { pesagens } from '../../src/modules/pesagem/schema';
import { precosMercado } from '../../src/modules/preco-mercado/schema';
import { protocolos } from '../../src/modules/protocolo/schema';
import { configuracoesVenda } from '../../src/modules/projecao/schema';
import { racaoEntradas } from '../../src/modules/estoque/schema';
import { racoes } from '../../src/modules/racao/schema';
import { confirmacoesTrato } from '../../src/modules/trato/schema';
import { leiturasSessao } from '../../src/modules/sessao-pesagem/schema';
import { storedUnits } from '../../src/validation';

/*
 * Issue: values accepted but stored as 0. Every number an input class accepts is judged as its column stores it: a
 * field whose rule refuses 0 must refuse what rounds to 0 at its column's scale (0.001 % of dry matter in a
 * numeric(5, 2) was stored 0.00 and divided by), and its maximum must fit the column's precision. The table says
 * where each field is stored; a new Float input field fails here until it is added.
 */
type Numeric = AnyPgColumn;
/** A numeric column's declared precision and scale (drizzle keeps them on the column). */
const declared = (c: Numeric) => c as unknown as { precision: number; scale: number };
type Unit = { scale: number; why: string };
const STORED: Record<string, Numeric | Unit> = {
  'PesagemAnimalInput.peso': pesagensAnimais.peso,
  'AnimalInput.pesoEntrada': animais.pesoEntrada,
  'AnimalItemInput.pesoEntrada': animais.pesoEntrada,
  'VendaInput.pesoVenda': animais.pesoVenda,
  'VendaInput.valorArroba': animais.valorArroba,
  'VendaInput.pesoCarcaca': animais.pesoCarcaca,
  'VendaInput.rendimentoCarcaca': animais.rendimentoCarcaca,
  'ProtocoloInput.quantidadeMl': protocolos.quantidadeMl,
  'ProtocoloInput.custoPorAnimal': protocolos.custoPorAnimal,
  'RealizarProtocoloInput.quantidadeMl': protocolos.quantidadeMl,
  'CurralInput.areaM2': currais.areaM2,
  'LoteInput.pesoMedioEntrada': lotes.pesoMedioEntrada,
  'LoteInput.rendimentoEstimado': lotes.rendimentoEstimado,
  'FecharLoteInput.pesoSaida': lotes.pesoSaida,
  'FecharLoteInput.rendimentoCarcaca': lotes.rendimentoCarcaca,
  'DietaIngredienteInput.percentual': dietaIngredientes.percentual,
  'EntradaRacaoInput.quantidadeKg': racaoEntradas.quantidadeKg,
  'EntradaRacaoInput.custoKg': racaoEntradas.custoKg,
  'ConfirmacaoTratoInput.kgFornecido': confirmacoesTrato.kgFornecido,
  'CorrecaoTratoInput.kgFornecido': confirmacoesTrato.kgFornecido,
  'MedicamentoInput.custoUnitario': medicamentos.custoUnitario,
  'PesagemInput.pesoMedio': pesagens.pesoMedio,
  'RacaoInput.custoKg': racoes.custoKg,
  'RacaoInput.quantidadeKg': racoes.quantidadeKg,
  'RacaoInput.materiaSecaPercentual': racoes.materiaSecaPercentual,
  'RacaoInput.estoqueMinimoKg': racoes.estoqueMinimoKg,
  'ConsumoRacaoInput.quantidadeKg': consumosRacao.quantidadeKg,
  'CreatePriceAlertInput.valorAlvo': alertasPreco.valorAlvo,
  'CreatePriceRecordInput.precoArroba': precosMercado.precoArroba,
  'CompraInput.pesoTotal': compras.pesoTotal,
  'CompraInput.valorTotal': compras.valorTotal,
  'CompraInput.frete': compras.frete,
  'CompraInput.comissao': compras.comissao,
  'CustoInput.valor': custos.valor,
  'HedgeInput.precoEntrada': hedges.precoEntrada,
  'HedgeInput.precoSaida': hedges.precoSaida,
  'ConfiguracaoVendaInput.baseRegional': configuracoesVenda.baseRegional,
  'ConfiguracaoVendaInput.freteCabeca': configuracoesVenda.freteCabeca,
  'ConfiguracaoVendaInput.jurosMensal': configuracoesVenda.jurosMensal,
  'ConfiguracaoVendaInput.mortalidadeMensal': configuracoesVenda.mortalidadeMensal,
  'ConfiguracaoVendaInput.ajusteNovilha': configuracoesVenda.ajusteNovilha,
  'HedgeSaidaInput.precoSaida': hedgeSaidas.precoSaida,
  'LeituraInput.peso': leiturasSessao.pesoKg,
  'ApartacaoArgs.percentual': { scale: 2, why: 'a query argument, compared in SQL as numeric (sessao-pesagem.read.ts apartacao)' },
  'CarregamentosArgs.capacidadeKg': { scale: 3, why: 'split into whole grams (eficiencia.service.ts carregamentos)' },
};

/** Every Float field of every input and arguments class of the schema, plus the batch item validated in the service. */
function floatFields(): { key: string; target: new () => object; name: string }[] {
  expect(resolverInstances({} as Services).size).toBeGreaterThan(0); // the registry loaded every type
  const s = getMetadataStorage();
  const classes = new Set([...s.inputTypes, ...s.argumentTypes].map((c) => c.target));
  const fields = s.fields.filter((f) => classes.has(f.target) && f.getType() === Float)
    .map((f) => ({ key: `${f.target.name}.${f.name}`, target: f.target as new () => object, name: f.name }));
  return [...fields, { key: 'AnimalItemInput.pesoEntrada', target: AnimalItemInput, name: 'pesoEntrada' }];
}

/** Whether `value` in field `name` (alone in a fresh instance: other fields absent are skipped) is refused on that field. */
async function refused(target: new () => object, name: string, value: number): Promise<boolean> {
  const errors = await validate(Object.assign(new target(), { [name]: value }), { skipMissingProperties: true, forbidUnknownValues: false });
  return errors.some((e) => e.property === name);
}

const scaleOf = (where: Numeric | Unit) => ('why' in where ? where.scale : declared(where).scale);

describe('numeric inputs are judged as their columns store them', () => {
  const fields = floatFields();

  it('every Float input field says where it is stored', () => {
    expect(fields.map((f) => f.key).filter((k) => !(k in STORED))).toEqual([]);
    expect(Object.keys(STORED).filter((k) => !fields.some((f) => f.key === k))).toEqual([]);
    for (const where of Object.values(STORED)) expect(Number.isInteger(scaleOf(where))).toBe(true);
  });

  it.each(fields.map((f) => [f.key, f] as const))('%s: a rule that refuses 0 refuses what the column rounds to 0', async (key, f) => {
    const scale = scaleOf(STORED[key]);
    const half = 5 * 10 ** -(scale + 1);
    // A rule with a minimum well above 0 (a carcass yield of 40 %) has no rounding edge at 0.
    if (!(await refused(f.target, f.name, 0)) || await refused(f.target, f.name, 1)) return;
    // Just under half a unit of the last decimal is stored 0; half a unit is stored as one unit.
    expect(storedUnits(half * 0.99, scale)).toBe(0);
    expect(await refused(f.target, f.name, half * 0.99)).toBe(true);
    expect(await refused(f.target, f.name, 1e-9)).toBe(true);
    expect(storedUnits(half, scale)).toBe(1);
    expect(await refused(f.target, f.name, half)).toBe(false);
  });

  it.each(fields.map((f) => [f.key, f] as const))("%s: the largest accepted value fits the column's precision", async (key, f) => {
    const where = STORED[key];
    if ('why' in where) return;
    const digits = declared(where).precision - declared(where).scale;
    expect(await refused(f.target, f.name, 10 ** digits)).toBe(true);
  });

  it('storedUnits rounds the decimal text half away from zero, as PostgreSQL does', () => {
    expect([0.001, 0.005, 0.0049, 1.005, 2.675, -0.005, 1e-9, 5e-3, 123.456].map((v) => storedUnits(v, 2))).toEqual([0, 1, 0, 101, 268, -1, 0, 1, 12346]);
    expect([0.0004, 0.0005, 1e21].map((v) => storedUnits(v, 3))).toEqual([0, 1, 1e24]);
  });
});
