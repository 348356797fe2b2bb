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
  /** Every animal sold on this day, then the batch is closed. */
  venda?: { dia: number; valorArroba: number; rendimento: number };
};

export const DEMO_LOTES: DemoLote[] = [
  {
    codigo: 'L01-NELORE', descricao: 'Nelore em terminacao', raca: 'Nelore', cidade: 'Campo Grande', sexo: 'Macho',
    cabecas: 40, pesoEntrada: 372, entrada: -92, previstaSaida: 8, pesagens: [-62, -32, -3], gmd: 1.52,
    silagemKg: 18, concentradoKg: 7.5, mortes: 1,
  },
  {
    codigo: 'L02-CRUZADO', descricao: 'Angus x Nelore em engorda', raca: 'Angus x Nelore', cidade: 'Dourados', sexo: 'Macho',
    cabecas: 30, pesoEntrada: 330, entrada: -48, previstaSaida: 50, pesagens: [-34], gmd: 1.61,
    silagemKg: 17, concentradoKg: 6.5,
  },
  {
    codigo: 'L03-NOVILHAS', descricao: 'Novilhas em adaptacao', raca: 'Nelore', cidade: 'Tres Lagoas', sexo: 'Femea',
    cabecas: 24, pesoEntrada: 290, entrada: -9, previstaSaida: null, pesagens: [], gmd: 1.1,
    silagemKg: 14, concentradoKg: 3,
  },
  {
    codigo: 'L00-VENDIDO', descricao: 'Nelore terminado e vendido', raca: 'Nelore', cidade: 'Campo Grande', sexo: 'Macho',
    cabecas: 20, pesoEntrada: 360, entrada: -130, previstaSaida: -10, pesagens: [-100, -70, -40, -12], gmd: 1.48,
    silagemKg: 18, concentradoKg: 7, venda: { dia: -10, valorArroba: 312.5, rendimento: 54.5 },
  },
];

export const DEMO_RACOES = {
  silagem: { nome: 'Silagem de milho', descricao: 'Volumoso', custoKg: 0.28, fornecedor: 'Producao propria', composicao: '35% MS' },
  concentrado: { nome: 'Concentrado terminacao', descricao: 'Milho moido, farelo de soja e nucleo mineral', custoKg: 1.65, fornecedor: 'Agropecuaria Central', composicao: '70% milho, 22% farelo de soja, 8% nucleo' },
} as const;

/** A value in [-1, 1) for a key: the seed's only source of variation. */
export const jitter = (key: string) => unit(`demo:${key}`) * 2 - 1;

export const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
