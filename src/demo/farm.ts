import { unit } from '../market/providers/synthetic';

/**
 * The demo farm as data: every step of the seed reads this table. Dates are day offsets from "today" (the business
 * date at first start), so the farm always looks current; variation comes from a hash of a key, so two starts on the
 * same day create the same farm.
 */
export type DemoLote = {
  codigo: string; descricao: string; raca: string; cidade: string; sexo: 'Macho' | 'Femea';
  cabecas: number; pesoEntrada: number; entrada: number; previstaSaida: number | null;
  /** Days (offsets) of the weighings, and the mean daily gain they show. */
  pesagens: number[]; gmd: number;
  /** Daily feed, kg per head: roughage and concentrate. */
  silagemKg: number; concentradoKg: number;
  mortes?: number;
  /**
   * The pen (DEMO_CURRAIS), the diets from a day on (DEMO_DIETAS), and the purchase of the animals at entry with the
   * GTA they travelled under (issued by the state of origin the day before).
   */
  curral: string; dietas: [dia: number, dieta: keyof typeof DEMO_DIETAS][]; compra: { valorArroba: number; vendedor: string; gta: DemoGta };
  /**
   * Every animal sold on this day at a price per arroba of carcass, each with its romaneio (its carcass weight, at the
   * batch's mean yield give or take a point), then the batch is closed at the mean yield of the romaneio.
   */
  venda?: { dia: number; valorArroba: number; rendimento: number; gta: DemoGta & { cabecas: number } };
};

/**
 * A GTA of the demo (issue 36). On the sale, `cabecas` is how many of the batch's animals the first truck took under
 * it; the second truck's GTA was never entered, so documentos-pendentes has a row to show.
 */
export type DemoGta = { uf: string; serie: string; numero: string };

export const DEMO_LOTES: DemoLote[] = [
  {
    codigo: 'L01-NELORE', descricao: 'Nelore em terminacao', raca: 'Nelore', cidade: 'Campo Grande', sexo: 'Macho',
    cabecas: 40, pesoEntrada: 372, entrada: -92, previstaSaida: 8, pesagens: [-62, -32, -3], gmd: 1.52,
    silagemKg: 18, concentradoKg: 7.5, mortes: 1,
    curral: 'C01', dietas: [[-92, 'adaptacao'], [-78, 'terminacao']], compra: { valorArroba: 298, vendedor: 'Fazenda Santa Rita', gta: { uf: 'MS', serie: 'A', numero: '041207' } }
  },
  {
    codigo: 'L02-CRUZADO', descricao: 'Angus x Nelore em engorda', raca: 'Angus x Nelore', cidade: 'Dourados', sexo: 'Macho',
    cabecas: 30, pesoEntrada: 330, entrada: -48, previstaSaida: 50, pesagens: [-34], gmd: 1.61,
    silagemKg: 17, concentradoKg: 6.5,
    curral: 'C02', dietas: [[-48, 'adaptacao'], [-34, 'terminacao']], compra: { valorArroba: 305, vendedor: 'Leilao Dourados', gta: { uf: 'MS', serie: 'A', numero: '043516' } }
  },
  {
    codigo: 'L03-NOVILHAS', descricao: 'Novilhas em adaptacao', raca: 'Nelore', cidade: 'Tres Lagoas', sexo: 'Femea',
    cabecas: 24, pesoEntrada: 290, entrada: -9, previstaSaida: null, pesagens: [], gmd: 1.1,
    silagemKg: 14, concentradoKg: 3,
    curral: 'C03', dietas: [[-9, 'adaptacao']], compra: { valorArroba: 282, vendedor: 'Sitio Tres Irmaos', gta: { uf: 'MS', serie: 'B', numero: '007342' } }
  },
  {
    codigo: 'L00-VENDIDO', descricao: 'Nelore terminado e vendido', raca: 'Nelore', cidade: 'Campo Grande', sexo: 'Macho',
    cabecas: 20, pesoEntrada: 360, entrada: -130, previstaSaida: -10, pesagens: [-100, -70, -40, -12], gmd: 1.48,
    silagemKg: 18, concentradoKg: 7, venda: { dia: -10, valorArroba: 312.5, rendimento: 54.5, gta: { uf: 'MS', serie: 'C', numero: '058311', cabecas: 12 } },
    curral: 'C04', dietas: [], compra: { valorArroba: 290, vendedor: 'Fazenda Santa Rita', gta: { uf: 'MS', serie: 'A', numero: '038764' } },
  },
];

export const DEMO_RACOES = {
  silagem: { nome: 'Silagem de milho', descricao: 'Volumoso', custoKg: 0.28, fornecedor: 'Producao propria', composicao: '35% MS', materiaSecaPercentual: 35 },
  concentrado: { nome: 'Concentrado terminacao', descricao: 'Milho moido, farelo de soja e nucleo mineral', custoKg: 1.65, fornecedor: 'Agropecuaria Central', composicao: '70% milho, 22% farelo de soja, 8% nucleo', materiaSecaPercentual: 88 },
} as const;

/** Pens: one per batch (the sold batch's is free again) and one empty. */
export const DEMO_CURRAIS = [
  { codigo: 'C01', capacidade: 50, areaM2: 1500 }, { codigo: 'C02', capacidade: 40, areaM2: 1200 },
  { codigo: 'C03', capacidade: 40, areaM2: 1200 }, { codigo: 'C04', capacidade: 30, areaM2: 900 },
  { codigo: 'C05', capacidade: 30, areaM2: 900 },
];

/** Diets as the percent of each feed (DEMO_RACOES) in the as-fed mix. */
export const DEMO_DIETAS = {
  adaptacao: { nome: 'Adaptacao', mistura: { silagem: 80, concentrado: 20 } },
  terminacao: { nome: 'Terminacao', mistura: { silagem: 70, concentrado: 30 } },
} as const;

/** The last days of every open batch are fed by confirmed trato (12.4); the weekly consumption records stop before them. */
export const TRATO_DIAS = 7;

/**
 * Other costs (10.2): without `lote` they are overhead, shared by the batches open that day. Batch costs are dated
 * while their batch is open (a closed batch refuses them).
 */
export const DEMO_CUSTOS: { dia: number; categoria: string; descricao: string; valor: number; lote?: string }[] = [
  // About R$ 6,050 a month for the farm's 90 to 115 head: some R$ 2 per head per day, as a feedlot of this size spends
  // on its staff, energy and rent (issue 34). Every 30 days, so any 30-day window holds one month of them.
  ...[-121, -91, -61, -31, -1].flatMap((dia) => [
    { dia, categoria: 'Energia', descricao: 'Conta de energia do mes', valor: 950 },
    { dia, categoria: 'MaoDeObra', descricao: 'Folha dos tratadores', valor: 3600 },
    { dia: dia - 5, categoria: 'Arrendamento', descricao: 'Arrendamento da area do confinamento', valor: 1500 },
  ]),
  { dia: -10, categoria: 'Frete', descricao: 'Frete dos animais ao frigorifico', valor: 1850, lote: 'L00-VENDIDO' },
  { dia: -20, categoria: 'Manutencao', descricao: 'Conserto do bebedouro do curral', valor: 640, lote: 'L01-NELORE' },
  { dia: -30, categoria: 'Outros', descricao: 'Brincos e material de manejo', valor: 315, lote: 'L02-CRUZADO' },
  { dia: -8, categoria: 'Diaria', descricao: 'Diarias de vaqueiro na recepcao', valor: 480, lote: 'L03-NOVILHAS' },
];

/**
 * Sanitary protocols (11.1), by day offset: `realizada` null is still planned; the second batch's dewormer, planned
 * three days ago and not done, is the overdue one. Withdrawal periods end before the sold batch's sale.
 */
export const DEMO_PROTOCOLOS: {
  lote: string; produto: string; tipo: 'Vacina' | 'Vermifugo' | 'Vitamina'; prevista: number; realizada: number | null;
  quantidadeMl: number; custoPorAnimal: number; carenciaDias: number;
}[] = [
  { lote: 'L00-VENDIDO', produto: 'Vitamina ADE', tipo: 'Vitamina', prevista: -128, realizada: -128, quantidadeMl: 5, custoPorAnimal: 1.9, carenciaDias: 0 },
  { lote: 'L00-VENDIDO', produto: 'Reforco clostridiose', tipo: 'Vacina', prevista: -100, realizada: -100, quantidadeMl: 5, custoPorAnimal: 2.1, carenciaDias: 21 },
  { lote: 'L01-NELORE', produto: 'Vitamina ADE', tipo: 'Vitamina', prevista: -90, realizada: -90, quantidadeMl: 5, custoPorAnimal: 1.9, carenciaDias: 0 },
  { lote: 'L01-NELORE', produto: 'Reforco clostridiose', tipo: 'Vacina', prevista: -62, realizada: -61, quantidadeMl: 5, custoPorAnimal: 2.1, carenciaDias: 21 },
  { lote: 'L02-CRUZADO', produto: 'Vitamina ADE', tipo: 'Vitamina', prevista: -46, realizada: -46, quantidadeMl: 5, custoPorAnimal: 1.9, carenciaDias: 0 },
  { lote: 'L02-CRUZADO', produto: 'Vermifugo de reforco', tipo: 'Vermifugo', prevista: -3, realizada: null, quantidadeMl: 8, custoPorAnimal: 3.2, carenciaDias: 35 },
  { lote: 'L03-NOVILHAS', produto: 'Vitamina ADE', tipo: 'Vitamina', prevista: -7, realizada: -7, quantidadeMl: 4, custoPorAnimal: 1.9, carenciaDias: 0 },
  { lote: 'L03-NOVILHAS', produto: 'Reforco clostridiose', tipo: 'Vacina', prevista: 21, realizada: null, quantidadeMl: 5, custoPorAnimal: 2.1, carenciaDias: 21 },
];

/** A value in [-1, 1) for a key: the seed's only source of variation. */
export const jitter = (key: string) => unit(`demo:${key}`) * 2 - 1;

export const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
