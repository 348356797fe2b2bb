import type { Actor } from '../auth/actor';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { AlertaPrecoService } from '../modules/alerta-preco/alerta-preco.service';
import type { AnimalService } from '../modules/animal/animal.service';
import type { CompraService } from '../modules/compra/compra.service';
import type { ConsumoRacaoService } from '../modules/consumo-racao/consumo-racao.service';
import type { CurralService } from '../modules/curral/curral.service';
import type { CustoService } from '../modules/custo/custo.service';
import type { DietaService } from '../modules/dieta/dieta.service';
import type { HedgeService } from '../modules/hedge/hedge.service';
import type { LoteService } from '../modules/lote/lote.service';
import type { MedicamentoService } from '../modules/medicamento/medicamento.service';
import type { PesagemService } from '../modules/pesagem/pesagem.service';
import type { PrecoMercadoService } from '../modules/preco-mercado/preco-mercado.service';
import type { ProtocoloService } from '../modules/protocolo/protocolo.service';
import type { RacaoService } from '../modules/racao/racao.service';
import type { LeituraService } from '../modules/trato/leitura.service';
import type { TratoService } from '../modules/trato/trato.service';

/** The services the seed writes through (the same rules as the API), and what the steps hand on to each other. */
export type DemoServices = {
  db: Db; lotes: LoteService; animais: AnimalService; pesagens: PesagemService; racoes: RacaoService;
  consumos: ConsumoRacaoService; medicamentos: MedicamentoService; precos: PrecoMercadoService; alertas: AlertaPrecoService;
  compras: CompraService; custos: CustoService; currais: CurralService; dietas: DietaService; leituras: LeituraService;
  tratos: TratoService; protocolos: ProtocoloService; hedges: HedgeService;
};

export type DemoContext = {
  actor: Actor;
  services: DemoServices;
  /** The business date `offset` days from today (YYYY-MM-DD). */
  day(offset: number): string;
  /** Ids created by earlier steps: batches and pens by codigo, feeds and diets by key of DEMO_RACOES and DEMO_DIETAS. */
  loteIds: Map<string, string>;
  racaoIds: Map<string, string>;
  curralIds: Map<string, string>;
  dietaIds: Map<string, string>;
  /** The active market provider: legacy PRIMARY history is only seeded from the mock's own series. */
  marketProvider: string;
  clock: Clock;
};

export type DemoStep = { name: string; run(ctx: DemoContext): Promise<void> };
