import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date, YYYY-MM-DD */
  Date: { input: string; output: string; }
  /** UTC timestamp, ISO 8601 with Z */
  DateTime: { input: string; output: string; }
  /** A JSON object */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type Animal = {
  /** Last change; the next `atualizadoDesde` of a device syncing deltas */
  atualizadoEm: Scalars['DateTime']['output'];
  /** The basis of the sale's arrobas (valorTotal); null when not sold */
  baseArroba?: Maybe<BaseArroba>;
  brinco?: Maybe<Scalars['String']['output']>;
  causaMorte?: Maybe<Scalars['String']['output']>;
  dataEntrada: Scalars['Date']['output'];
  dataMorte?: Maybe<Scalars['Date']['output']>;
  dataVenda?: Maybe<Scalars['Date']['output']>;
  /** Set on a deleted animal: listed only with `atualizadoDesde` (a tombstone) */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** ISO 11784 FDX-B electronic id, 15 digits without spaces */
  eid?: Maybe<Scalars['String']['output']>;
  /** kg/day from dataEntrada to the latest individual weighing; null without one */
  gmd?: Maybe<Scalars['Float']['output']>;
  /** The GTA of the sale (issue 36); null when not sold or sold without one */
  gta?: Maybe<Gta>;
  id: Scalars['ID']['output'];
  identificacao: Scalars['String']['output'];
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  /** kg: the latest individual weighing, else the batch's pesoMedioAtual */
  pesoAtual: Scalars['Float']['output'];
  /** kg of carcass of a sale with its romaneio */
  pesoCarcaca?: Maybe<Scalars['Float']['output']>;
  /** kg */
  pesoEntrada: Scalars['Float']['output'];
  /** kg */
  pesoVenda?: Maybe<Scalars['Float']['output']>;
  raca?: Maybe<Scalars['String']['output']>;
  /** Carcass yield of the sale, percent of pesoVenda */
  rendimentoCarcaca?: Maybe<Scalars['Float']['output']>;
  sexo: AnimalSexo;
  status: AnimalStatus;
  /** R$ per arroba (15 kg) */
  valorArroba?: Maybe<Scalars['Float']['output']>;
  /** round(pesoCarcaca / 15 * valorArroba, 2) with the romaneio (baseArroba carcaca), else round(pesoVenda / 15 * valorArroba, 2) (viva) */
  valorTotal?: Maybe<Scalars['Float']['output']>;
};

export type AnimalBatchError = {
  /** Position of the item in animais, from 0 */
  indice: Scalars['Int']['output'];
  mensagem: Scalars['String']['output'];
};

export type AnimalDelta = {
  /** Pass it back as `cursor` on the next call; keep it with the rows */
  cursor: Scalars['String']['output'];
  itens: Array<Animal>;
  /** True: more rows follow, ask again now with `cursor`; false: up to date as of this answer */
  temMais: Scalars['Boolean']['output'];
};

export type AnimalInput = {
  brinco?: InputMaybe<Scalars['String']['input']>;
  /** Default: the batch dataEntrada (create) or unchanged (update) */
  dataEntrada?: InputMaybe<Scalars['Date']['input']>;
  /** deve ser um EID ISO 11784 de 15 digitos (codigo de pais ou fabricante 001-998, espacos permitidos); on update absent keeps it, null clears it */
  eid?: InputMaybe<Scalars['String']['input']>;
  identificacao: Scalars['String']['input'];
  pesoEntrada: Scalars['Float']['input'];
  raca?: InputMaybe<Scalars['String']['input']>;
  sexo: AnimalSexo;
};

export type AnimalPage = {
  items: Array<Animal>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Contract 10.4 resultado-animais: one animal of a batch */
export type AnimalResult = {
  animalId: Scalars['ID']['output'];
  /** Of valorEstimadoVenda: a sold animal its sale's basis, an active one carcaca (its weight at the batch's yield), a dead one null */
  baseArroba?: Maybe<BaseArroba>;
  /** The batch purchase cost split by pesoEntrada */
  custoCompra: Scalars['Float']['output'];
  custoMedicamentos: Scalars['Float']['output'];
  /** The batch feed cost split by head-days */
  custoRacao: Scalars['Float']['output'];
  custoTotal: Scalars['Float']['output'];
  ganhoTotal: Scalars['Float']['output'];
  gmd?: Maybe<Scalars['Float']['output']>;
  identificacao: Scalars['String']['output'];
  /** pesoVenda when sold, else the batch pesoMedioAtual (pesoSaida when closed) */
  pesoAtual: Scalars['Float']['output'];
  pesoEntrada: Scalars['Float']['output'];
  resultadoEstimado: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  valorEstimadoVenda: Scalars['Float']['output'];
};

/** Macho, Femea */
export type AnimalSexo =
  | 'Femea'
  | 'Macho';

/** Ativo, Vendido, Morto */
export type AnimalStatus =
  | 'Ativo'
  | 'Morto'
  | 'Vendido';

/** An individual weighing of one animal (contract 11.3) */
export type AnimalWeighing = {
  animalId: Scalars['ID']['output'];
  data: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  observacao?: Maybe<Scalars['String']['output']>;
  /** kg */
  peso: Scalars['Float']['output'];
};

export type AuditLogEntry = {
  createdAt: Scalars['DateTime']['output'];
  durationMs: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  method: Scalars['String']['output'];
  /** GraphQL mutations only */
  operationName?: Maybe<Scalars['String']['output']>;
  path: Scalars['String']['output'];
  statusCode: Scalars['Int']['output'];
  tenantId?: Maybe<Scalars['ID']['output']>;
  userEmail?: Maybe<Scalars['String']['output']>;
};

export type AuditPage = {
  items: Array<AuditLogEntry>;
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** The weight a figure counts arrobas (15 kg) of: carcaca (romaneio, or a live weight at a carcass yield) or viva (the legacy sale formula, contract 4.3); mista only for a total over sales of both bases */
export type BaseArroba =
  | 'carcaca'
  | 'mista'
  | 'viva';

/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type Batch = {
  /** The first `limit` animals of the batch; order: identificacao asc, then id */
  animais: Array<Animal>;
  /** the latest withdrawal end (protocols, medications) after business today; null when none */
  carenciaAte?: Maybe<Scalars['Date']['output']>;
  /** Boi, Novilha: a heifer batch sells at ajusteNovilha (configuracaoVenda); default Boi */
  categoria: Scalars['String']['output'];
  cidade?: Maybe<Scalars['String']['output']>;
  codigo: Scalars['String']['output'];
  /** The latest `limit` feed consumptions, data desc then creation desc */
  consumosRacao: Array<FeedConsumption>;
  /** The pen (contract 12.1) */
  curralId?: Maybe<Scalars['ID']['output']>;
  custoTotalMedicamentos: Scalars['Float']['output'];
  custoTotalRacao: Scalars['Float']['output'];
  dataEntrada: Scalars['Date']['output'];
  dataPrevistaSaida?: Maybe<Scalars['Date']['output']>;
  dataSaida?: Maybe<Scalars['Date']['output']>;
  descricao?: Maybe<Scalars['String']['output']>;
  /** business today (or dataSaida) minus dataEntrada */
  diasConfinamento: Scalars['Int']['output'];
  /** The diet the batch follows today */
  dieta?: Maybe<BatchDiet>;
  /** Diet steps, newest desde first */
  dietas: Array<BatchDiet>;
  /** (pesoSaida - pesoMedioEntrada) / diasConfinamento, kg/day */
  gmdFinal?: Maybe<Scalars['Float']['output']>;
  /** kg/day up to the latest weighing; null without a weighing after entry */
  gmdMedio?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** The latest `limit` bunk readings, data desc */
  leiturasCocho: Array<BunkReading>;
  /** Issue 34 (Admin, Gerente); null for a closed batch */
  margemTravada?: Maybe<BatchLockedMargin>;
  /** The latest `limit` medications of the batch; order: dataAplicacao desc, then creation desc */
  medicamentos: Array<Medication>;
  /** Weighings of the batch, newest first; the latest `limit` (1..1000) */
  pesagens: Array<Weighing>;
  /** pesoMedio of the latest weighing, else pesoMedioEntrada (kg) */
  pesoMedioAtual: Scalars['Float']['output'];
  /** kg per head */
  pesoMedioEntrada: Scalars['Float']['output'];
  /** kg per head, set by fecharLote */
  pesoSaida?: Maybe<Scalars['Float']['output']>;
  /** Issue 29 (Admin, Gerente); null for a closed batch */
  projecao?: Maybe<BatchProjection>;
  quantidadeAnimais: Scalars['Int']['output'];
  raca?: Maybe<Scalars['String']['output']>;
  /** percent, set by fecharLote */
  rendimentoCarcaca?: Maybe<Scalars['Float']['output']>;
  /** Expected carcass yield of the open batch, percent (default 53); contract 10.3 */
  rendimentoEstimado: Scalars['Float']['output'];
  /** Contract 10.3 (Admin, Gerente) */
  rentabilidade: BatchProfitability;
  status: BatchStatus;
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchAnimaisArgs = {
  limit?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchConsumosRacaoArgs = {
  limit?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchDietasArgs = {
  limit?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchLeiturasCochoArgs = {
  limit?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchMargemTravadaArgs = {
  dias?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchMedicamentosArgs = {
  limit?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchPesagensArgs = {
  limit?: Scalars['Int']['input'];
};


/** A batch (lote) of animals. KPI fields are computed in SQL. */
export type BatchProjecaoArgs = {
  dias?: Scalars['Int']['input'];
};

export type BatchClosing = {
  diasConfinamento: Scalars['Int']['output'];
  gmdFinal?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  pesoSaida: Scalars['Float']['output'];
  rendimentoCarcaca: Scalars['Float']['output'];
  status: BatchStatus;
};

/** A batch's diet from a date on */
export type BatchDiet = {
  desde: Scalars['Date']['output'];
  dietaId: Scalars['ID']['output'];
  dietaNome: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
};

export type BatchDietInput = {
  desde: Scalars['Date']['input'];
  dietaId: Scalars['ID']['input'];
};

/** Values for the batch list filters (contract 11.4) */
export type BatchFilters = {
  /** distinct non-blank cidade of live batches, sorted */
  cidades: Array<Scalars['String']['output']>;
  /** distinct non-blank raca of live batches, sorted */
  racas: Array<Scalars['String']['output']>;
  /** always Aberto, Fechado */
  status: Array<BatchStatus>;
};

/** The batch's linked open futures positions against its projected arrobas */
export type BatchHedgeShare = {
  /** Sold minus bought arrobas of the linked open positions (each split evenly among its batches) */
  arrobasHedge: Scalars['Float']['output'];
  /** Projected arrobas on the day of reference */
  arrobasReferencia: Scalars['Float']['output'];
  dataReferencia: Scalars['Date']['output'];
  /** The day of reference: dataPrevistaSaida (within 0..180 days), else melhorDia, else the horizon's end */
  diaReferencia: Scalars['Int']['output'];
  /** arrobasHedge / arrobasReferencia x 100 */
  percentualHedge?: Maybe<Scalars['Float']['output']>;
  /** Arroba-weighted mean entry price of the linked open sold positions */
  precoTravado?: Maybe<Scalars['Float']['output']>;
};

/** An open batch's margin with its hedge (issue 34): physical margin on the day of reference plus its share of the hedge result */
export type BatchLockedMargin = {
  /** Sold minus bought open arrobas of the linked positions, each split evenly among its live batches */
  arrobasHedge: Scalars['Float']['output'];
  /** Projected arrobas on the day of reference */
  arrobasReferencia: Scalars['Float']['output'];
  dataReferencia: Scalars['Date']['output'];
  /** The projection's hedge.diaReferencia: dataPrevistaSaida (within 0..180 days), else melhorDia */
  diaReferencia: Scalars['Int']['output'];
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  /** The projection's margem on the day of reference (the physical sale) */
  margemFisica: Scalars['Float']['output'];
  /** margemFisica + resultadoHedge */
  margemTravada: Scalars['Float']['output'];
  /** arrobasHedge / arrobasReferencia x 100 */
  percentualHedge?: Maybe<Scalars['Float']['output']>;
  /** Linked positions with open contracts and no quote (not in resultadoHedgeAberto) */
  posicoesSemCotacao: Scalars['Int']['output'];
  /** Arroba-weighted mean entry of the linked open sold positions */
  precoTravado?: Maybe<Scalars['Float']['output']>;
  /** resultadoHedgeRealizado + resultadoHedgeAberto */
  resultadoHedge: Scalars['Float']['output'];
  /** Share of the open contracts marked to market (positions without a quote left out) */
  resultadoHedgeAberto: Scalars['Float']['output'];
  /** Share of the realized results of the linked positions (partial and closing exits) */
  resultadoHedgeRealizado: Scalars['Float']['output'];
  /** percentualHedge above 100: more arrobas sold than the batch will have */
  sobreHedge: Scalars['Boolean']['output'];
};

export type BatchPage = {
  items: Array<Batch>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Contract 10.3 and 10.4 for one batch; the detail fields are null-free only in the detail read */
export type BatchProfitability = {
  /** Arrobas of carcass gained (entry at 50 %) */
  arrobasProduzidas: Scalars['Float']['output'];
  /** Arrobas of carcass (rendimentoSaida) */
  arrobasSaida: Scalars['Float']['output'];
  cabecas: Scalars['Int']['output'];
  custoCompra: Scalars['Float']['output'];
  custoMedicamentos: Scalars['Float']['output'];
  custoOutros: Scalars['Float']['output'];
  custoPorAnimal: Scalars['Float']['output'];
  /** R$ per arroba of carcass produced */
  custoPorArroba?: Maybe<Scalars['Float']['output']>;
  custoPorKgGanho?: Maybe<Scalars['Float']['output']>;
  custoProtocolos: Scalars['Float']['output'];
  custoRacao: Scalars['Float']['output'];
  custoTotal: Scalars['Float']['output'];
  diasConfinamento: Scalars['Int']['output'];
  gmdMedio?: Maybe<Scalars['Float']['output']>;
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  /** resultado / custoTotal x 100, rounded to 2 places (0 without costs): the one denominator of every margem but the legacy margemLiquida */
  margemEstimada: Scalars['Float']['output'];
  /** R$ per arroba of carcass */
  precoEquilibrio?: Maybe<Scalars['Float']['output']>;
  quantidadeAnimais: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** arrobasSaida (carcass) x precoArrobaAtual; a closed batch: its real revenue (each sale on its baseArroba) */
  valorEstimadoVenda: Scalars['Float']['output'];
};

/** When to sell an open batch: its projection against the futures curve */
export type BatchProjection = {
  cabecas: Scalars['Int']['output'];
  /** The end of the withdrawal period when after today: no sale before it */
  carenciaAte?: Maybe<Scalars['Date']['output']>;
  /** The product whose withdrawal ends last */
  carenciaProduto?: Maybe<Scalars['String']['output']>;
  /** Feed cost per day at the base weight */
  custoRacaoDiaBase: Scalars['Float']['output'];
  /** Consumos7Dias, DietaPlano or SemDados */
  custoRacaoOrigem: Scalars['String']['output'];
  /** custoTotal of contract 10.3 today */
  custoTotalAtual: Scalars['Float']['output'];
  /** Today, the business date of day 0 */
  dataBase: Scalars['Date']['output'];
  /** Date of pesoBase (the entry without a weighing) */
  dataPesoBase: Scalars['Date']['output'];
  /** Day 0 (today) to horizonteDias */
  dias: Array<BatchProjectionDay>;
  /** The answer in words: the day to sell and how the optimal point relates to it */
  explicacao: Scalars['String']['output'];
  /** GMD on the base date, kg/day */
  gmdBase: Scalars['Float']['output'];
  /** UltimasPesagens, GmdMedio or Padrao */
  gmdOrigem: Scalars['String']['output'];
  hedge: BatchHedgeShare;
  horizonteDias: Scalars['Int']['output'];
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  melhorData?: Maybe<Scalars['Date']['output']>;
  /** The sale day of the best margin (the first of equals); null: no sale day in the horizon */
  melhorDia?: Maybe<Scalars['Int']['output']>;
  melhorMargem?: Maybe<Scalars['Float']['output']>;
  /** pesoMedioAtual: the latest weighing, else the entry weight */
  pesoBase: Scalars['Float']['output'];
  pontoOtimoData?: Maybe<Scalars['Date']['output']>;
  /** The sale day before the first sale day whose margin is lower; null: none within the horizon */
  pontoOtimoDia?: Maybe<Scalars['Int']['output']>;
  /** custoTotalAtual / arrobas at pesoBase: rentabilidade's precoEquilibrio */
  precoEquilibrioPesagem?: Maybe<Scalars['Float']['output']>;
  /** precoArrobaAtual (contract 5), the curve point of today when no contract expires today */
  precoSpot: Scalars['Float']['output'];
  premissas: BatchSaleTerms;
  /** rendimentoEstimado, percent */
  rendimento: Scalars['Float']['output'];
};

/** One exit day of a batch projection (docs/projecao.md) */
export type BatchProjectionDay = {
  /** cabecas x pesoCabeca x rendimento / 100 / 15 */
  arrobas: Scalars['Float']['output'];
  /** Why the day is not a sale day (withdrawal first, with its end) */
  bloqueio?: Maybe<Scalars['String']['output']>;
  /** The next futures contract maturing on or after the day; null: after the last one */
  contrato?: Maybe<Scalars['String']['output']>;
  /** Today's custoTotal (contract 10.3) plus every cost of the days up to this one */
  custoAcumulado: Scalars['Float']['output'];
  /** custoAcumulado minus the day before (null on day 0) */
  custoMarginal?: Maybe<Scalars['Float']['output']>;
  /** The batch's share of the tenant's daily overhead (0 on day 0) */
  custoOperacionalDia: Scalars['Float']['output'];
  /** Feed cost of the day (0 on day 0) */
  custoRacaoDia: Scalars['Float']['output'];
  data: Scalars['Date']['output'];
  /** Days after today (0: today) */
  dia: Scalars['Int']['output'];
  /** A sale day: not a Sunday, a national holiday nor inside a withdrawal period */
  diaVenda: Scalars['Boolean']['output'];
  diasConfinamento: Scalars['Int']['output'];
  /** Freight to the slaughterhouse */
  frete: Scalars['Float']['output'];
  /** Funrural/SENAR on receitaBruta */
  funrural: Scalars['Float']['output'];
  /** Projected GMD of the day, kg/day */
  gmd: Scalars['Float']['output'];
  /** Interest of the day on the day before's capital (0 on day 0) */
  jurosDia: Scalars['Float']['output'];
  /** receita - custoAcumulado */
  margem: Scalars['Float']['output'];
  /** margem / custoAcumulado x 100 (0 when no cost) */
  margemPercentual: Scalars['Float']['output'];
  /** Expected mortality of the day on the day before's capital (0 on day 0) */
  mortalidadeDia: Scalars['Float']['output'];
  /** Projected live weight per head, kg */
  pesoCabeca: Scalars['Float']['output'];
  /** The B3 curve on the day, interpolated by date between its points, R$ per arroba */
  precoArroba: Scalars['Float']['output'];
  /** custoAcumulado / arrobas, R$ per arroba */
  precoEquilibrio?: Maybe<Scalars['Float']['output']>;
  /** The physical price per arroba whose sale, less Funrural and freight, pays custoAcumulado */
  precoEquilibrioLiquido?: Maybe<Scalars['Float']['output']>;
  /** precoArroba with the regional basis and the category adjustment, R$ per arroba */
  precoFisico: Scalars['Float']['output'];
  /** receitaBruta - funrural - frete */
  receita: Scalars['Float']['output'];
  /** arrobas x precoFisico */
  receitaBruta: Scalars['Float']['output'];
  /** receita minus the day before (null on day 0) */
  receitaMarginal?: Maybe<Scalars['Float']['output']>;
};

/** What the physical sale of the projection is priced with */
export type BatchSaleTerms = {
  /** Percent on the price (ajusteNovilha for a heifer batch, else 0) */
  ajusteCategoria: Scalars['Float']['output'];
  /** Funrural/SENAR, percent */
  aliquotaFunrural: Scalars['Float']['output'];
  baseRegional: Scalars['Float']['output'];
  baseTipo: Scalars['String']['output'];
  categoria: Scalars['String']['output'];
  /** The tenant's overhead of the last 30 days per day and head of its open batches */
  custoOperacionalCabecaDia: Scalars['Float']['output'];
  /** The batch's share of it per day */
  custoOperacionalDia: Scalars['Float']['output'];
  freteCabeca: Scalars['Float']['output'];
  /** Percent per month */
  jurosMensal: Scalars['Float']['output'];
  /** Percent of heads per month */
  mortalidadeMensal: Scalars['Float']['output'];
  tipoPessoa: Scalars['String']['output'];
};

export type BatchSortBy =
  | 'codigo'
  | 'dataEntrada'
  | 'quantidadeAnimais';

export type BatchSortDirection =
  | 'asc'
  | 'desc';

export type BatchStatus =
  | 'Aberto'
  | 'Fechado';

/** The result of a group of batches against their own costs (issue 34) */
export type BatchesResult = {
  /** The costs of these batches to date (contract 10.3 custoTotal, overhead share included) */
  custoTotal: Scalars['Float']['output'];
  lotes: Scalars['Int']['output'];
  /** resultado / custoTotal x 100, rounded to 2 places (0 without costs): the one denominator of every margem but the legacy margemLiquida */
  margem: Scalars['Float']['output'];
  /** Sales already made from these batches (sum of valorTotal) */
  receitaVendas: Scalars['Float']['output'];
  /** receitaVendas + valorEstimadoVenda - custoTotal */
  resultado: Scalars['Float']['output'];
  /** Open batches: their remaining heads at the latest price, on carcass arrobas (10.3 valorEstimadoVenda); closed: 0 */
  valorEstimadoVenda: Scalars['Float']['output'];
};

export type BreedPerformance = {
  custoTotalMedio: Scalars['Float']['output'];
  gmdMax?: Maybe<Scalars['Float']['output']>;
  gmdMedio?: Maybe<Scalars['Float']['output']>;
  gmdMin?: Maybe<Scalars['Float']['output']>;
  lotesAtivos: Scalars['Int']['output'];
  raca: Scalars['String']['output'];
  taxaMortalidade: Scalars['Float']['output'];
  totalAnimais: Scalars['Int']['output'];
  totalLotes: Scalars['Int']['output'];
};

/** Bunk score of a batch on a day (contract 12.3) */
export type BunkReading = {
  /** Last change; the next `atualizadoDesde` of a device syncing deltas */
  atualizadoEm: Scalars['DateTime']['output'];
  data: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** 0 clean bunk, 1 a few scraps, 2 some left, 3 much left, 4 untouched */
  nota: Scalars['Int']['output'];
  observacao?: Maybe<Scalars['String']['output']>;
};

export type BunkReadingDelta = {
  /** Pass it back as `cursor` on the next call; keep it with the rows */
  cursor: Scalars['String']['output'];
  itens: Array<BunkReading>;
  /** True: more rows follow, ask again now with `cursor`; false: up to date as of this answer */
  temMais: Scalars['Boolean']['output'];
};

export type BunkReadingInput = {
  data: Scalars['Date']['input'];
  nota: Scalars['Int']['input'];
  observacao?: InputMaybe<Scalars['String']['input']>;
};

export type ChangePasswordInput = {
  confirmNewPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ConfiguracaoResumoInput = {
  /** Hour of the day in APP_TIMEZONE, 0..23 */
  hora: Scalars['Int']['input'];
};

export type ConfiguracaoVendaInput = {
  ajusteNovilha?: InputMaybe<Scalars['Float']['input']>;
  /** R$/@ in -1000..1000; percent in -50..50 */
  baseRegional?: InputMaybe<Scalars['Float']['input']>;
  baseTipo?: InputMaybe<Scalars['String']['input']>;
  freteCabeca?: InputMaybe<Scalars['Float']['input']>;
  jurosMensal?: InputMaybe<Scalars['Float']['input']>;
  mortalidadeMensal?: InputMaybe<Scalars['Float']['input']>;
  tipoPessoa?: InputMaybe<Scalars['String']['input']>;
};

export type Cost = {
  /** Frete, Energia, MaoDeObra, Arrendamento, Diaria, Manutencao, Outros */
  categoria: Scalars['String']['output'];
  data: Scalars['Date']['output'];
  descricao?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** null: overhead, shared by the batches open on `data` by head count */
  loteId?: Maybe<Scalars['ID']['output']>;
  /** R$, 2 decimals */
  valor: Scalars['Float']['output'];
};

export type CostCategory = {
  categoria: Scalars['String']['output'];
  /** percent of the total; the list adds up to 100 */
  percentual: Scalars['Float']['output'];
  valor: Scalars['Float']['output'];
};

export type CostInput = {
  categoria: Scalars['String']['input'];
  data: Scalars['Date']['input'];
  descricao?: InputMaybe<Scalars['String']['input']>;
  /** A live batch of the caller tenant (else 400), open (else BATCH_CLOSED); null: overhead */
  loteId?: InputMaybe<Scalars['ID']['input']>;
  valor: Scalars['Float']['input'];
};

export type CostPage = {
  items: Array<Cost>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type CreateAnimaisInput = {
  /** AnimalInput objects, 1..1000; each is validated on its own */
  animais: Array<Scalars['JSONObject']['input']>;
  /** Default dataEntrada of the items; default: the batch dataEntrada */
  dataEntrada?: InputMaybe<Scalars['Date']['input']>;
};

export type CreateAnimaisResult = {
  /** Number of animals created */
  criados: Scalars['Int']['output'];
  erros: Array<AnimalBatchError>;
};

export type CreatePriceAlertInput = {
  /** Default PRIMARY */
  fonte?: InputMaybe<Scalars['String']['input']>;
  tipo: Scalars['String']['input'];
  valorAlvo: Scalars['Float']['input'];
};

export type CreatePriceRecordInput = {
  data: Scalars['Date']['input'];
  /** MANUAL (default); other sources are written by ingestion only */
  fonte?: InputMaybe<Scalars['String']['input']>;
  indice?: InputMaybe<Scalars['String']['input']>;
  precoArroba: Scalars['Float']['input'];
};

export type CreateTenantInput = {
  admin: TenantAdminInput;
  nome: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};

export type CreateUserInput = {
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  nome: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role: Role;
  /** SuperAdmin only; ignored for Admin */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

export type DashboardSummary = {
  alertasNaoLidos: Scalars['Int']['output'];
  custoTotalMedicamentos: Scalars['Float']['output'];
  custoTotalRacao: Scalars['Float']['output'];
  gmdMedioGeral: Scalars['Float']['output'];
  lotesProximosFechamento: Array<NearClosingLot>;
  pesoMedioAtual: Scalars['Float']['output'];
  precoArrobaAtual: Scalars['Float']['output'];
  receitaTotalVendas: Scalars['Float']['output'];
  totalAnimaisAtivos: Scalars['Int']['output'];
  totalAnimaisMortos: Scalars['Int']['output'];
  totalAnimaisVendidos: Scalars['Int']['output'];
  totalLotesAtivos: Scalars['Int']['output'];
  totalLotesFechados: Scalars['Int']['output'];
};

export type DescadastroResumoInput = {
  /** The signed token of the e-mail's unsubscribe link */
  token: Scalars['String']['input'];
};

export type DeviceTokenInput = {
  /** android (default), ios or web; case-insensitive */
  platform?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};

/** A diet (dieta), contract 12.2; materiaSecaPercentual and custoKg come from its feeds now */
export type Diet = {
  ativa: Scalars['Boolean']['output'];
  /** R$ per kg as fed */
  custoKg: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  ingredientes: Array<DietIngredient>;
  materiaSecaPercentual: Scalars['Float']['output'];
  nome: Scalars['String']['output'];
  versao: Scalars['Int']['output'];
};

export type DietIngredient = {
  /** percent of the as-fed mix */
  percentual: Scalars['Float']['output'];
  racaoId: Scalars['ID']['output'];
  racaoNome: Scalars['String']['output'];
};

export type DietIngredientInput = {
  percentual: Scalars['Float']['input'];
  racaoId: Scalars['ID']['input'];
};

export type DietInput = {
  /** default true */
  ativa?: InputMaybe<Scalars['Boolean']['input']>;
  /** percentuais sum to 100 (+-0.01); each feed once */
  ingredientes: Array<DietIngredientInput>;
  nome: Scalars['String']['input'];
};

export type DietPage = {
  items: Array<Diet>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type DietVersion = {
  criadoEm: Scalars['DateTime']['output'];
  custoKg: Scalars['Float']['output'];
  ingredientes: Array<DietIngredient>;
  materiaSecaPercentual: Scalars['Float']['output'];
  nome: Scalars['String']['output'];
  versao: Scalars['Int']['output'];
};

/** The caller's choice about the daily digest e-mail */
export type DigestPreference = {
  /** Receive the digest by e-mail too (when the server has SMTP); the notification always comes */
  email: Scalars['Boolean']['output'];
};

/** The tenant's daily digest (issue 36): the hour it goes out */
export type DigestSettings = {
  /** Hour of the day in APP_TIMEZONE, 0..23 (default 6) */
  hora: Scalars['Int']['output'];
};

export type DownloadFile = {
  contentType: Scalars['String']['output'];
  conteudoBase64: Scalars['String']['output'];
  nomeArquivo: Scalars['String']['output'];
};

/** The GTA written on a batch's sales of one day that had none */
export type ExitGta = {
  dataVenda: Scalars['Date']['output'];
  gta: Gta;
  loteId: Scalars['ID']['output'];
  /** Sold animals that took the GTA */
  quantidadeAnimais: Scalars['Int']['output'];
};

export type ExitGtaInput = {
  /** The day of the sales the GTA covers */
  dataVenda: Scalars['Date']['input'];
  gta: GtaInput;
};

/** A GTA written on sales, by its issuing state, series and number */
export type ExitGtaKeyInput = {
  /** 1 to 9 digits; leading zeros do not matter */
  numero: Scalars['String']['input'];
  /** 1 to 3 letters or digits */
  serie: Scalars['String']['input'];
  /** One of the 27 units of the federation (AC..TO, DF) */
  uf: Scalars['String']['input'];
};

export type FecharLoteInput = {
  /** mean exit weight per head, kg */
  pesoSaida: Scalars['Float']['input'];
  /** percent, 0 < x <= 100 */
  rendimentoCarcaca: Scalars['Float']['input'];
};

export type Feed = {
  /** Returned by the REST detail read, not in REST list items */
  composicao?: Maybe<Scalars['String']['output']>;
  /** Cost per kg, 2 decimals */
  custoKg: Scalars['Float']['output'];
  dataCompra: Scalars['Date']['output'];
  descricao?: Maybe<Scalars['String']['output']>;
  /** estoqueKg / mean daily consumption of the last 7 days, 1 decimal; null without consumption */
  diasEstoque?: Maybe<Scalars['Float']['output']>;
  /** current stock, kg; may be negative (what was fed was fed) */
  estoqueKg: Scalars['Float']['output'];
  /** EstoqueBaixo is notified when stock falls below it */
  estoqueMinimoKg?: Maybe<Scalars['Float']['output']>;
  /** estoqueKg below 0 */
  estoqueNegativo: Scalars['Boolean']['output'];
  fornecedor?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** dry matter, percent (default 88) */
  materiaSecaPercentual: Scalars['Float']['output'];
  nome: Scalars['String']['output'];
  /** kg, 3 decimals */
  quantidadeKg: Scalars['Float']['output'];
};

export type FeedConsumption = {
  /** round(quantidadeKg * the feed custoKg at write time, 2); not rewritten by later price changes */
  custoTotal: Scalars['Float']['output'];
  data: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  loteId: Scalars['ID']['output'];
  observacao?: Maybe<Scalars['String']['output']>;
  /** kg, 3 decimals */
  quantidadeKg: Scalars['Float']['output'];
  racaoId: Scalars['ID']['output'];
  /** Current name of the feed (also when the feed was deleted later) */
  racaoNome: Scalars['String']['output'];
};

export type FeedConsumptionInput = {
  data: Scalars['Date']['input'];
  observacao?: InputMaybe<Scalars['String']['input']>;
  quantidadeKg: Scalars['Float']['input'];
  /** A live feed of the caller tenant, else FEED_NOT_FOUND */
  racaoId: Scalars['ID']['input'];
};

/** A stock entry, with the feed stock and weighted-average custoKg after it */
export type FeedEntry = {
  /** price of this entry, R$/kg */
  custoKg: Scalars['Float']['output'];
  /** the feed's custoKg after the entry (weighted mean) */
  custoMedioKg: Scalars['Float']['output'];
  data: Scalars['Date']['output'];
  /** the feed's stock after the entry */
  estoqueKg: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  quantidadeKg: Scalars['Float']['output'];
  racaoId: Scalars['ID']['output'];
};

export type FeedEntryInput = {
  custoKg: Scalars['Float']['input'];
  data: Scalars['Date']['input'];
  quantidadeKg: Scalars['Float']['input'];
};

export type FeedInput = {
  composicao?: InputMaybe<Scalars['String']['input']>;
  custoKg: Scalars['Float']['input'];
  dataCompra: Scalars['Date']['input'];
  descricao?: InputMaybe<Scalars['String']['input']>;
  /** kg, 0..1,000,000,000 */
  estoqueMinimoKg?: InputMaybe<Scalars['Float']['input']>;
  fornecedor?: InputMaybe<Scalars['String']['input']>;
  /** percent, 0 < x <= 100; default 88 */
  materiaSecaPercentual?: InputMaybe<Scalars['Float']['input']>;
  nome: Scalars['String']['input'];
  quantidadeKg: Scalars['Float']['input'];
};

/** An entry (+kg) or a consumption (-kg) of a feed */
export type FeedMovement = {
  /** the trato confirmation a consumption came from */
  confirmacaoId?: Maybe<Scalars['ID']['output']>;
  /** R$/kg of the entry, or of the consumption when it was written */
  custoKg: Scalars['Float']['output'];
  custoTotal: Scalars['Float']['output'];
  data: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  loteCodigo?: Maybe<Scalars['String']['output']>;
  loteId?: Maybe<Scalars['ID']['output']>;
  /** signed: entries add, consumptions draw down */
  quantidadeKg: Scalars['Float']['output'];
  tipo: FeedMovementType;
};

export type FeedMovementType =
  | 'Consumo'
  | 'Entrada';

export type FeedPage = {
  items: Array<Feed>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A confirmed trato and the consumptions it became */
export type FeedingConfirmation = {
  consumos: Array<FeedingConsumption>;
  /** sum of the consumptions, R$ */
  custoTotal: Scalars['Float']['output'];
  data: Scalars['Date']['output'];
  dietaId: Scalars['ID']['output'];
  dietaNome: Scalars['String']['output'];
  dietaVersao: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kgFornecido: Scalars['Float']['output'];
  loteId: Scalars['ID']['output'];
};

export type FeedingConfirmationInput = {
  data: Scalars['Date']['input'];
  kgFornecido: Scalars['Float']['input'];
  loteId: Scalars['ID']['input'];
};

export type FeedingConsumption = {
  custoTotal: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  quantidadeKg: Scalars['Float']['output'];
  racaoId: Scalars['ID']['output'];
  racaoNome: Scalars['String']['output'];
};

export type FeedingCorrectionInput = {
  kgFornecido: Scalars['Float']['input'];
};

/** A batch's feeding efficiency over its stay and its last 30 days (contract 12.6) */
export type FeedingEfficiency = {
  cabecas: Scalars['Int']['output'];
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  total: FeedingEfficiencyPeriod;
  ultimos30Dias: FeedingEfficiencyPeriod;
};

export type FeedingEfficiencyPeriod = {
  ate: Scalars['Date']['output'];
  /** kg DM per kg gained; null without gain */
  conversaoAlimentar?: Maybe<Scalars['Float']['output']>;
  /** custoRacao / ganhoKg; null without gain */
  custoPorKgGanho?: Maybe<Scalars['Float']['output']>;
  custoRacao: Scalars['Float']['output'];
  de: Scalars['Date']['output'];
  /** calendar days, both ends included */
  dias: Scalars['Int']['output'];
  /** cabecas x weight gained in the period, kg */
  ganhoKg: Scalars['Float']['output'];
  /** kg as fed */
  kgFornecido: Scalars['Float']['output'];
  /** kg of dry matter */
  kgMateriaSeca: Scalars['Float']['output'];
  /** kg DM / (cabecas x dias), 3 decimals */
  materiaSecaPorCabecaDia?: Maybe<Scalars['Float']['output']>;
};

/** One open batch's trato for the day (contract 12.4) */
export type FeedingPlanItem = {
  cabecas: Scalars['Int']['output'];
  /** the batch's latest withdrawal end after the plan's day (as Batch.carenciaAte), null when none */
  carenciaAte?: Maybe<Scalars['Date']['output']>;
  /** the day's confirmation, once confirmed */
  confirmacaoId?: Maybe<Scalars['ID']['output']>;
  curralCodigo: Scalars['String']['output'];
  dietaId: Scalars['ID']['output'];
  dietaNome: Scalars['String']['output'];
  /** the kg confirmed for the day, once confirmed */
  kgFornecido?: Maybe<Scalars['Float']['output']>;
  /** yesterday's confirmed kg, null when none */
  kgFornecidoOntem?: Maybe<Scalars['Float']['output']>;
  /** whole kg as fed */
  kgPrevisto: Scalars['Float']['output'];
  /** kgPrevisto / cabecas, 3 decimals */
  kgPrevistoPorCabeca: Scalars['Float']['output'];
  /** the day's bunk reading (PUT .../leituras-cocho/{id} corrects it), null without one */
  leituraCochoId?: Maybe<Scalars['ID']['output']>;
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  /** today's bunk score, null without a reading */
  notaCocho?: Maybe<Scalars['Int']['output']>;
};

export type FinancialReport = {
  /** dataEntrada desc, then nome */
  lotes: Array<FinancialReportBatch>;
  periodo: ReportPeriod;
  totais: FinancialReportTotals;
};

export type FinancialReportBatch = {
  /** custoCompra */
  custoAnimais: Scalars['Float']['output'];
  custoMed: Scalars['Float']['output'];
  /** Other costs plus protocols */
  custoOutros: Scalars['Float']['output'];
  custoRacao: Scalars['Float']['output'];
  custoTotal: Scalars['Float']['output'];
  dataEntrada: Scalars['Date']['output'];
  dataSaida?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  /** The batch codigo */
  nome: Scalars['String']['output'];
  quantidadeAnimais: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type FinancialReportTotals = {
  custoMed: Scalars['Float']['output'];
  custoOutros: Scalars['Float']['output'];
  custoRacao: Scalars['Float']['output'];
  custoTotal: Scalars['Float']['output'];
  totalAnimais: Scalars['Int']['output'];
};

/** Contract 10.4, over the tenant */
export type FinancialSummary = {
  custoCompraAnimais: Scalars['Float']['output'];
  /** custoTotal - realizado.custoTotal - emAndamento.custoTotal: overhead of days without an open batch, costs of deleted batches and the cents of rounding each batch's overhead share */
  custoForaDosLotes: Scalars['Float']['output'];
  custoMedicamentos: Scalars['Float']['output'];
  /** Every other cost of the tenant, overhead included (allocated or not) */
  custoOutros: Scalars['Float']['output'];
  custoProtocolos: Scalars['Float']['output'];
  custoRacao: Scalars['Float']['output'];
  custoTotal: Scalars['Float']['output'];
  /** In progress (an estimate): the open batches, their sales so far plus their remaining heads at the latest price, against their costs to date */
  emAndamento: BatchesResult;
  /** The hedge register's result (issue 29); not part of lucroLiquido */
  hedge: HedgeSummary;
  lucroLiquido: Scalars['Float']['output'];
  /** Legacy (contract 10.4): lucroLiquido / receitaTotal x 100 (0 without revenue), every cost of the tenant (open batches too) against the sales made; see realizado and emAndamento */
  margemLiquida: Scalars['Float']['output'];
  /** Realized: the closed batches, their sales against their own costs */
  realizado: BatchesResult;
  receitaTotal: Scalars['Float']['output'];
  receitaVendas: Scalars['Float']['output'];
  totalLotesAtivos: Scalars['Int']['output'];
  totalLotesFechados: Scalars['Int']['output'];
};

/** Guia de Transito Animal of a movement (entry or exit of cattle) */
export type Gta = {
  dataEmissao: Scalars['Date']['output'];
  /** Number, digits, zero-padded to 6 */
  numero: Scalars['String']['output'];
  /** Series, upper case */
  serie: Scalars['String']['output'];
  /** State (UF) whose agency issued it */
  uf: Scalars['String']['output'];
};

/** The GTA the animals travel under: issuing state, series, number, emission date */
export type GtaInput = {
  /** Not in the future, not after the movement */
  dataEmissao: Scalars['Date']['input'];
  /** 1 to 9 digits, not all zero */
  numero: Scalars['String']['input'];
  /** 1 to 3 letters or digits */
  serie: Scalars['String']['input'];
  /** One of the 27 units of the federation (AC..TO, DF) */
  uf: Scalars['String']['input'];
};

export type Health = {
  /** Healthy or Unhealthy */
  status: Scalars['String']['output'];
  timestamp: Scalars['DateTime']['output'];
};

export type HedgeBatch = {
  codigo: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The batch's locked margin and coverage (sobreHedge); null for a closed batch */
  margemTravada?: Maybe<BatchLockedMargin>;
};


export type HedgeBatchMargemTravadaArgs = {
  dias?: Scalars['Int']['input'];
};

/** A partial exit of a position: part of its contracts closed (issue 34) */
export type HedgeExit = {
  dataSaida: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** R$ per arroba */
  precoSaida: Scalars['Float']['output'];
  quantidadeContratos: Scalars['Int']['output'];
  /** Realized: Venda (precoEntrada - precoSaida) x 330 x quantidadeContratos; Compra the opposite */
  resultado: Scalars['Float']['output'];
};

export type HedgeExitInput = {
  /** true: accepts a price outside the band around the reference (30 % of the contract's quote, else of the spot price) */
  confirmarPreco?: InputMaybe<Scalars['Boolean']['input']>;
  /** From dataEntrada (and the last exit) to today, not after the last trading day */
  dataSaida: Scalars['Date']['input'];
  /** R$ per arroba */
  precoSaida: Scalars['Float']['input'];
  /** Contracts closed, at most the open ones; all of them close the position (precoSaida) */
  quantidadeContratos: Scalars['Int']['input'];
};

export type HedgeInput = {
  /** true: accepts a price outside the band around the reference (30 % of the contract's quote, else of the spot price) */
  confirmarPreco?: InputMaybe<Scalars['Boolean']['input']>;
  /** A dated BGI contract (BGI + month code F..Z + two-digit year) */
  contrato: Scalars['String']['input'];
  /** Not after today, nor after the expiration */
  dataEntrada: Scalars['Date']['input'];
  /** With precoSaida; from dataEntrada to today, not after the expiration */
  dataSaida?: InputMaybe<Scalars['Date']['input']>;
  /** Venda, Compra */
  direcao: Scalars['String']['input'];
  /** Live batches of the caller's tenant (else 400), at most 100 */
  loteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  observacao?: InputMaybe<Scalars['String']['input']>;
  /** R$ per arroba */
  precoEntrada: Scalars['Float']['input'];
  /** With dataSaida: the position is closed */
  precoSaida?: InputMaybe<Scalars['Float']['input']>;
  quantidadeContratos: Scalars['Int']['input'];
};

export type HedgePage = {
  items: Array<HedgePosition>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A futures position of the hedge register (issue 29); 330 arrobas per contract */
export type HedgePosition = {
  /** quantidadeContratos x 330 */
  arrobas: Scalars['Float']['output'];
  /** contratosAbertos x 330 */
  arrobasAbertas: Scalars['Float']['output'];
  /** A dated BGI contract code, e.g. BGIK26 */
  contrato: Scalars['String']['output'];
  /** Contracts still open: quantidadeContratos minus the partial exits; 0 once closed */
  contratosAbertos: Scalars['Int']['output'];
  cotacaoEm?: Maybe<Scalars['DateTime']['output']>;
  dataEntrada: Scalars['Date']['output'];
  dataSaida?: Maybe<Scalars['Date']['output']>;
  /** Venda, Compra */
  direcao: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The live batches it protects, codigo asc */
  lotes: Array<HedgeBatch>;
  observacao?: Maybe<Scalars['String']['output']>;
  /** Latest stored quote of the contract, R$ per arroba (cents); null: none stored */
  precoAtual?: Maybe<Scalars['Float']['output']>;
  /** R$ per arroba */
  precoEntrada: Scalars['Float']['output'];
  /** The closing exit: the price of the contracts the partial exits left */
  precoSaida?: Maybe<Scalars['Float']['output']>;
  /** Contracts opened */
  quantidadeContratos: Scalars['Int']['output'];
  /** resultadoRealizado + resultadoAberto (null when resultadoAberto is) */
  resultado?: Maybe<Scalars['Float']['output']>;
  /** The open contracts marked at precoAtual; 0 with none open; null without a quote */
  resultadoAberto?: Maybe<Scalars['Float']['output']>;
  /** The partial exits plus the closing one (precoSaida): Venda (entrada - saida) x 330 x contracts; Compra the opposite */
  resultadoRealizado: Scalars['Float']['output'];
  /** Partial exits, dataSaida asc */
  saidas: Array<HedgeExit>;
  /** Aberta (contracts open) or Encerrada (closed: precoSaida) */
  status: Scalars['String']['output'];
  /** Last trading day of the contract: the last B3 session of its month */
  vencimento: Scalars['Date']['output'];
};

/** The tenant's hedge result (issue 29) */
export type HedgeSummary = {
  /** Sold minus bought arrobas of the open positions */
  arrobasLiquidas: Scalars['Float']['output'];
  posicoesAbertas: Scalars['Int']['output'];
  posicoesEncerradas: Scalars['Int']['output'];
  /** Open positions whose contract has no stored quote (not in resultadoAberto) */
  posicoesSemCotacao: Scalars['Int']['output'];
  /** Mark-to-market of the open positions */
  resultadoAberto: Scalars['Float']['output'];
  /** Result of the closed positions */
  resultadoRealizado: Scalars['Float']['output'];
  resultadoTotal: Scalars['Float']['output'];
};

/** An uploaded spreadsheet; REST sends it as multipart field `file` */
export type ImportFileInput = {
  /** the file's bytes in base64, at most 5242880 bytes decoded */
  conteudoBase64: Scalars['String']['input'];
  /** file name; its extension (.xlsx or .csv) picks the reader */
  nome: Scalars['String']['input'];
};

export type ImportResult = {
  /** "Linha N: <motivo>", N the line of the file (the header is line 1); the first 1000 in line order */
  erros: Array<Scalars['String']['output']>;
  /** rows refused, all of them (erros lists the first ones) */
  errosTotal: Scalars['Int']['output'];
  /** rows equal to existing data (or to an earlier row of the file), not created again */
  ignoradas: Scalars['Int']['output'];
  /** rows created */
  importadas: Scalars['Int']['output'];
};

/** pesagens, animais */
export type ImportType =
  | 'animais'
  | 'pesagens';

export type LinkReadingInput = {
  /** a live animal without an EID: it takes the reading's EID and the weighing */
  animalId: Scalars['ID']['input'];
  /** a reading of the session whose EID no animal had */
  leituraId: Scalars['ID']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = {
  accessToken: Scalars['String']['output'];
  /** Access token lifetime in seconds */
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  user: User;
};

export type LogoutInput = {
  refreshToken: Scalars['String']['input'];
};

export type LoteInput = {
  /** Boi, Novilha; absent or null: Boi */
  categoria?: InputMaybe<Scalars['String']['input']>;
  cidade?: InputMaybe<Scalars['String']['input']>;
  codigo: Scalars['String']['input'];
  /** The pen; at most one open batch per pen, within its capacidade */
  curralId?: InputMaybe<Scalars['ID']['input']>;
  dataEntrada: Scalars['Date']['input'];
  dataPrevistaSaida?: InputMaybe<Scalars['Date']['input']>;
  descricao?: InputMaybe<Scalars['String']['input']>;
  pesoMedioEntrada: Scalars['Float']['input'];
  quantidadeAnimais: Scalars['Int']['input'];
  raca?: InputMaybe<Scalars['String']['input']>;
  /** percent, 0 < x <= 100; absent or null: 53 */
  rendimentoEstimado?: InputMaybe<Scalars['Float']['input']>;
};

export type MarketCandle = {
  candleTime: Scalars['DateTime']['output'];
  close: Scalars['Float']['output'];
  contractCode: Scalars['String']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  open: Scalars['Float']['output'];
  source: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  timeframe: Scalars['String']['output'];
  volume: Scalars['Int']['output'];
};

export type MarketContract = {
  contractCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  expirationDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  symbol: Scalars['String']['output'];
};

export type MarketQuote = {
  contractCode: Scalars['String']['output'];
  highPrice: Scalars['Float']['output'];
  lowPrice: Scalars['Float']['output'];
  openPrice: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  quoteTimestamp: Scalars['DateTime']['output'];
  source: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  variationPercent: Scalars['Float']['output'];
  volume: Scalars['Int']['output'];
};

export type MedicamentoInput = {
  /** withdrawal period in days, 0..365 (default 0) */
  carenciaDias?: InputMaybe<Scalars['Int']['input']>;
  custoUnitario: Scalars['Float']['input'];
  dataAplicacao: Scalars['Date']['input'];
  dosagem?: InputMaybe<Scalars['String']['input']>;
  fornecedor?: InputMaybe<Scalars['String']['input']>;
  nome: Scalars['String']['input'];
  observacao?: InputMaybe<Scalars['String']['input']>;
  quantidadeAnimais: Scalars['Int']['input'];
  /** free text; a type of the protocols' list (Vacina, Vermifugo, Vitamina, Antibiotico, Outro) is stored in its spelling, whatever the accents or case */
  tipo: Scalars['String']['input'];
};

export type Medication = {
  /** withdrawal period, days */
  carenciaDias: Scalars['Int']['output'];
  /** round(quantidadeAnimais * custoUnitario, 2) */
  custoTotal: Scalars['Float']['output'];
  /** R$ per animal */
  custoUnitario: Scalars['Float']['output'];
  dataAplicacao: Scalars['Date']['output'];
  dosagem?: Maybe<Scalars['String']['output']>;
  /** dataAplicacao + carenciaDias */
  fimCarencia: Scalars['Date']['output'];
  fornecedor?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  nome: Scalars['String']['output'];
  observacao?: Maybe<Scalars['String']['output']>;
  quantidadeAnimais: Scalars['Int']['output'];
  tipo: Scalars['String']['output'];
};

/** A product of the tenant's treatments as last applied */
export type MedicationProduct = {
  /** withdrawal period of its latest treatment, days */
  carenciaDias: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  tipo: Scalars['String']['output'];
};

export type MessageResult = {
  message: Scalars['String']['output'];
};

export type MixerLoadIngredient = {
  /** kg of this feed in each load, 3 decimals */
  kg: Scalars['Float']['output'];
  racaoId: Scalars['ID']['output'];
  racaoNome: Scalars['String']['output'];
};

/** One diet's kg of the day split into the fewest equal loads not above the capacity (contract 12.6) */
export type MixerLoads = {
  dietaId: Scalars['ID']['output'];
  dietaNome: Scalars['String']['output'];
  /** what goes into each load */
  ingredientes: Array<MixerLoadIngredient>;
  /** kgTotal / numeroCargas, 3 decimals: every load is the same */
  kgPorCarga: Scalars['Float']['output'];
  /** confirmed kg where the day is confirmed, else planned kg */
  kgTotal: Scalars['Float']['output'];
  numeroCargas: Scalars['Int']['output'];
};

export type MortalidadeInput = {
  causa: Scalars['String']['input'];
  dataMorte: Scalars['Date']['input'];
};

export type MortalidadeResult = {
  causa: Scalars['String']['output'];
  dataMorte: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  status: AnimalStatus;
};

/** An entry (one purchase) or an exit (the animals of one batch sold on one day under one GTA) */
export type Movement = {
  /** The purchase of an entry; null on an exit */
  compraId?: Maybe<Scalars['ID']['output']>;
  /** dataCompra of an entry, dataVenda of an exit */
  data: Scalars['Date']['output'];
  gtaDataEmissao?: Maybe<Scalars['Date']['output']>;
  gtaNumero?: Maybe<Scalars['String']['output']>;
  gtaSerie?: Maybe<Scalars['String']['output']>;
  /** The GTA's issuing state; null without a GTA */
  gtaUf?: Maybe<Scalars['String']['output']>;
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  /** kg of live weight */
  pesoTotal: Scalars['Float']['output'];
  quantidadeAnimais: Scalars['Int']['output'];
  tipo: TipoMovimentacao;
};

export type Mutation = {
  /** Opens a session a device sends readings to */
  abrirSessaoPesagem: WeighingSession;
  changePassword: MessageResult;
  /** Closes part of an open position (all its open contracts: the position); a closed one: INVALID_STATE */
  closeHedge: HedgePosition;
  /** Any role: the kg delivered, as one consumption per ingredient */
  confirmarTrato: FeedingConfirmation;
  /** Corrects the kg and rewrites the consumptions */
  corrigirTrato: FeedingConfirmation;
  createAlertaPreco: PriceAlert;
  /** Creates the valid items, reports the invalid ones */
  createAnimais: CreateAnimaisResult;
  createAnimal: Animal;
  /** A closed batch: BATCH_CLOSED */
  createCompra: Purchase;
  createConsumoRacao: FeedConsumption;
  createCurral: Pen;
  /** A cost of a closed batch: BATCH_CLOSED */
  createCusto: Cost;
  createDieta: Diet;
  /** Adds stock; custoKg becomes the weighted mean */
  createEntradaRacao: FeedEntry;
  createHedge: HedgePosition;
  /** Any role; one per batch and day */
  createLeituraCocho: BunkReading;
  createLote: Batch;
  /** Admin, Gerente and Operador (the field page). A closed batch: BATCH_CLOSED */
  createMedicamento: Medication;
  /** Admin, Gerente and Operador (the field page) */
  createPesagem: Weighing;
  /** Only for an Ativo animal of an open batch; Admin, Gerente and Operador (the field page) */
  createPesagemAnimal: AnimalWeighing;
  createPrecoMercado: PriceRecord;
  /** A closed batch: BATCH_CLOSED */
  createProtocolo: SanitaryProtocol;
  createRacao: Feed;
  createTenant: TenantCreated;
  createUser: User;
  deleteAlertaPreco: Scalars['Boolean']['output'];
  deleteAnimal: Scalars['Boolean']['output'];
  /** Soft delete. A closed batch: BATCH_CLOSED */
  deleteCompra: Scalars['Boolean']['output'];
  /** Removes the confirmation and its consumptions */
  deleteConfirmacaoTrato: Scalars['Boolean']['output'];
  /** Soft delete */
  deleteConsumoRacao: Scalars['Boolean']['output'];
  /** Soft delete; not while it holds an open batch */
  deleteCurral: Scalars['Boolean']['output'];
  /** Soft delete. A cost of a closed batch: BATCH_CLOSED */
  deleteCusto: Scalars['Boolean']['output'];
  /** Soft delete; not while an open batch follows it */
  deleteDieta: Scalars['Boolean']['output'];
  /** Soft delete */
  deleteHedge: Scalars['Boolean']['output'];
  deleteLote: Scalars['Boolean']['output'];
  /** Soft delete. A closed batch: BATCH_CLOSED */
  deleteMedicamento: Scalars['Boolean']['output'];
  deletePesagem: Scalars['Boolean']['output'];
  /** Soft delete */
  deletePesagemAnimal: Scalars['Boolean']['output'];
  /** Soft delete. A closed batch: BATCH_CLOSED */
  deleteProtocolo: Scalars['Boolean']['output'];
  /** Soft delete */
  deleteRacao: Scalars['Boolean']['output'];
  deleteUser: Scalars['Boolean']['output'];
  /** Public: the digest e-mail's unsubscribe link; the signed token names the user */
  descadastrarResumo: MessageResult;
  fecharLote: BatchClosing;
  /** Weighs the pending readings and closes the session */
  fecharSessaoPesagem: WeighingSession;
  /** Animals from an .xlsx or .csv; INVALID_FILE when unreadable */
  importarAnimais: ImportResult;
  /** Weighings from an .xlsx or .csv; INVALID_FILE when unreadable */
  importarPesagens: ImportResult;
  /** A scale indicator's session file (.csv/.txt) in a layout its maker publishes: today Digi-Star StockWeigh EID records (EID, EIDVID). The same file again adds nothing; INVALID_FILE when unreadable or of another layout (its detail names the layouts read) */
  importarSessaoPesagem: WeighingSession;
  /** Public. Rate limited per IP and per account. */
  login: LoginResult;
  logout: Scalars['Boolean']['output'];
  marcarNotificacaoLida: NotificationRead;
  marcarTodasNotificacoesLidas: NotificationsMarked;
  /** Once: a second time is PROTOCOL_ALREADY_DONE. A closed batch: BATCH_CLOSED */
  realizarProtocolo: SanitaryProtocol;
  /** Public. Rotates the refresh token. */
  refreshToken: TokenPair;
  /** Public. Rate limited per IP. */
  register: User;
  registerDeviceToken: MessageResult;
  /** The GTA of a batch's sales of one day that have none; none to write: INVALID_STATE */
  registerGtaSaida: ExitGta;
  /** The GTA of a sold animal's exit (set or corrected); not sold: INVALID_STATE */
  registerGtaVenda: SaleGta;
  /** Only from Ativo; Admin, Gerente and Operador (the field page) */
  registerMortalidade: MortalidadeResult;
  /** Only from Ativo; priced on carcass arrobas with the romaneio (pesoCarcaca or rendimentoCarcaca), else on pesoVenda / 15 */
  registerVenda: VendaResult;
  /** One reading of an open session, weighed when it closes */
  registrarLeituraSessao: WeighingSessionReading;
  removeDeviceToken: MessageResult;
  /** Removes a GTA from a batch's sales (what it was written on); none with it: NOT_FOUND */
  removeGtaSaida: ExitGta;
  /** Removes a sold animal's GTA (the sale is a missing document again); no GTA: NOT_FOUND */
  removeGtaVenda: Scalars['Boolean']['output'];
  /** The batch follows the diet from `desde` on */
  setLoteDieta: BatchDiet;
  toggleUserActive: ToggleActiveResult;
  updateAlertaPreco: PriceAlert;
  updateAnimal: Animal;
  /** A closed batch: BATCH_CLOSED */
  updateCompra: Purchase;
  /** Sets the tenant's daily digest hour (Admin) */
  updateConfiguracaoResumo: DigestSettings;
  /** Changes the given terms of sale; the others stay */
  updateConfiguracaoVenda: SaleSettings;
  updateConsumoRacao: FeedConsumption;
  updateCurral: Pen;
  /** A cost of (or moved to) a closed batch: BATCH_CLOSED */
  updateCusto: Cost;
  /** Creates a new version (versao + 1) */
  updateDieta: Diet;
  /** Replaces the position, its closing exit and its batches (its partial exits stay) */
  updateHedge: HedgePosition;
  updateLeituraCocho: BunkReading;
  updateLote: Batch;
  /** A closed batch: BATCH_CLOSED */
  updateMedicamento: Medication;
  updatePesagem: Weighing;
  /** Turns the daily digest e-mail off or on for the caller */
  updatePreferenciaResumo: DigestPreference;
  /** A closed batch: BATCH_CLOSED */
  updateProtocolo: SanitaryProtocol;
  updateRacao: Feed;
  updateUser: User;
  /** Gives an unknown EID to a live animal without one and weighs it; Admin and Gerente */
  vincularLeituraSessao: WeighingSessionReading;
};


export type MutationAbrirSessaoPesagemArgs = {
  input: OpenWeighingSessionInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCloseHedgeArgs = {
  id: Scalars['ID']['input'];
  input: HedgeExitInput;
};


export type MutationConfirmarTratoArgs = {
  input: FeedingConfirmationInput;
};


export type MutationCorrigirTratoArgs = {
  id: Scalars['ID']['input'];
  input: FeedingCorrectionInput;
};


export type MutationCreateAlertaPrecoArgs = {
  input: CreatePriceAlertInput;
};


export type MutationCreateAnimaisArgs = {
  input: CreateAnimaisInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreateAnimalArgs = {
  input: AnimalInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreateCompraArgs = {
  input: PurchaseInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreateConsumoRacaoArgs = {
  input: FeedConsumptionInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreateCurralArgs = {
  input: PenInput;
};


export type MutationCreateCustoArgs = {
  input: CostInput;
};


export type MutationCreateDietaArgs = {
  input: DietInput;
};


export type MutationCreateEntradaRacaoArgs = {
  input: FeedEntryInput;
  racaoId: Scalars['ID']['input'];
};


export type MutationCreateHedgeArgs = {
  input: HedgeInput;
};


export type MutationCreateLeituraCochoArgs = {
  input: BunkReadingInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreateLoteArgs = {
  input: LoteInput;
};


export type MutationCreateMedicamentoArgs = {
  input: MedicamentoInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreatePesagemArgs = {
  input: PesagemInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreatePesagemAnimalArgs = {
  animalId: Scalars['ID']['input'];
  input: PesagemAnimalInput;
};


export type MutationCreatePrecoMercadoArgs = {
  input: CreatePriceRecordInput;
};


export type MutationCreateProtocoloArgs = {
  input: ProtocoloInput;
  loteId: Scalars['ID']['input'];
};


export type MutationCreateRacaoArgs = {
  input: FeedInput;
};


export type MutationCreateTenantArgs = {
  input: CreateTenantInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteAlertaPrecoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAnimalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCompraArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type MutationDeleteConfirmacaoTratoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteConsumoRacaoArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type MutationDeleteCurralArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDietaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHedgeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMedicamentoArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type MutationDeletePesagemArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type MutationDeletePesagemAnimalArgs = {
  animalId: Scalars['ID']['input'];
  pesagemId: Scalars['ID']['input'];
};


export type MutationDeleteProtocoloArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type MutationDeleteRacaoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDescadastrarResumoArgs = {
  input: DescadastroResumoInput;
};


export type MutationFecharLoteArgs = {
  id: Scalars['ID']['input'];
  input: FecharLoteInput;
};


export type MutationFecharSessaoPesagemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportarAnimaisArgs = {
  arquivo: ImportFileInput;
};


export type MutationImportarPesagensArgs = {
  arquivo: ImportFileInput;
};


export type MutationImportarSessaoPesagemArgs = {
  arquivo: ImportFileInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLogoutArgs = {
  input: LogoutInput;
};


export type MutationMarcarNotificacaoLidaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRealizarProtocoloArgs = {
  id: Scalars['ID']['input'];
  input: RealizarProtocoloInput;
  loteId: Scalars['ID']['input'];
};


export type MutationRefreshTokenArgs = {
  input: RefreshInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterDeviceTokenArgs = {
  input: DeviceTokenInput;
};


export type MutationRegisterGtaSaidaArgs = {
  input: ExitGtaInput;
  loteId: Scalars['ID']['input'];
};


export type MutationRegisterGtaVendaArgs = {
  id: Scalars['ID']['input'];
  input: GtaInput;
};


export type MutationRegisterMortalidadeArgs = {
  id: Scalars['ID']['input'];
  input: MortalidadeInput;
};


export type MutationRegisterVendaArgs = {
  id: Scalars['ID']['input'];
  input: VendaInput;
};


export type MutationRegistrarLeituraSessaoArgs = {
  id: Scalars['ID']['input'];
  input: WeighingReadingInput;
};


export type MutationRemoveDeviceTokenArgs = {
  input: RemoveDeviceTokenInput;
};


export type MutationRemoveGtaSaidaArgs = {
  input: ExitGtaKeyInput;
  loteId: Scalars['ID']['input'];
};


export type MutationRemoveGtaVendaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetLoteDietaArgs = {
  input: BatchDietInput;
  loteId: Scalars['ID']['input'];
};


export type MutationToggleUserActiveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAlertaPrecoArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePriceAlertInput;
};


export type MutationUpdateAnimalArgs = {
  id: Scalars['ID']['input'];
  input: AnimalInput;
};


export type MutationUpdateCompraArgs = {
  id: Scalars['ID']['input'];
  input: PurchaseInput;
  loteId: Scalars['ID']['input'];
};


export type MutationUpdateConfiguracaoResumoArgs = {
  input: ConfiguracaoResumoInput;
};


export type MutationUpdateConfiguracaoVendaArgs = {
  input: ConfiguracaoVendaInput;
};


export type MutationUpdateConsumoRacaoArgs = {
  id: Scalars['ID']['input'];
  input: FeedConsumptionInput;
  loteId: Scalars['ID']['input'];
};


export type MutationUpdateCurralArgs = {
  id: Scalars['ID']['input'];
  input: PenInput;
};


export type MutationUpdateCustoArgs = {
  id: Scalars['ID']['input'];
  input: CostInput;
};


export type MutationUpdateDietaArgs = {
  id: Scalars['ID']['input'];
  input: DietInput;
};


export type MutationUpdateHedgeArgs = {
  id: Scalars['ID']['input'];
  input: HedgeInput;
};


export type MutationUpdateLeituraCochoArgs = {
  id: Scalars['ID']['input'];
  input: BunkReadingInput;
  loteId: Scalars['ID']['input'];
};


export type MutationUpdateLoteArgs = {
  id: Scalars['ID']['input'];
  input: LoteInput;
};


export type MutationUpdateMedicamentoArgs = {
  id: Scalars['ID']['input'];
  input: MedicamentoInput;
  loteId: Scalars['ID']['input'];
};


export type MutationUpdatePesagemArgs = {
  id: Scalars['ID']['input'];
  input: PesagemInput;
  loteId: Scalars['ID']['input'];
};


export type MutationUpdatePreferenciaResumoArgs = {
  input: PreferenciaResumoInput;
};


export type MutationUpdateProtocoloArgs = {
  id: Scalars['ID']['input'];
  input: ProtocoloInput;
  loteId: Scalars['ID']['input'];
};


export type MutationUpdateRacaoArgs = {
  id: Scalars['ID']['input'];
  input: FeedInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationVincularLeituraSessaoArgs = {
  id: Scalars['ID']['input'];
  input: LinkReadingInput;
};

export type NearClosingLot = {
  codigo: Scalars['String']['output'];
  diasConfinamento: Scalars['Int']['output'];
  loteId: Scalars['ID']['output'];
  pesoMedioAtual: Scalars['Float']['output'];
};

export type Notification = {
  criadaEm: Scalars['DateTime']['output'];
  dados: Scalars['JSONObject']['output'];
  id: Scalars['ID']['output'];
  lida: Scalars['Boolean']['output'];
  mensagem: Scalars['String']['output'];
  /** AlertaPreco, PesagemPendente, ProtocoloAtrasado, EstoqueBaixo or ResumoDiario (issue 36: the daily digest, its sections in dados) */
  tipo: Scalars['String']['output'];
  titulo: Scalars['String']['output'];
};

export type NotificationRead = {
  id: Scalars['ID']['output'];
  lida: Scalars['Boolean']['output'];
};

export type NotificationsMarked = {
  atualizadas: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type OpenWeighingSessionInput = {
  observacao?: InputMaybe<Scalars['String']['input']>;
};

/** A pen (curral), contract 12.1 */
export type Pen = {
  areaM2?: Maybe<Scalars['Float']['output']>;
  ativo: Scalars['Boolean']['output'];
  /** head */
  capacidade: Scalars['Int']['output'];
  codigo: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The open batch in the pen, or null */
  lote?: Maybe<PenBatch>;
};

/** The pen's open batch: cabecas = quantidadeAnimais minus dead and sold */
export type PenBatch = {
  cabecas: Scalars['Int']['output'];
  codigo: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type PenInput = {
  areaM2?: InputMaybe<Scalars['Float']['input']>;
  /** default true */
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  capacidade: Scalars['Int']['input'];
  codigo: Scalars['String']['input'];
};

export type PenPage = {
  items: Array<Pen>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PesagemAnimalInput = {
  /** not before the animal's dataEntrada */
  data: Scalars['Date']['input'];
  observacao?: InputMaybe<Scalars['String']['input']>;
  /** kg > 0 */
  peso: Scalars['Float']['input'];
};

export type PesagemInput = {
  /** not before the batch dataEntrada */
  data: Scalars['Date']['input'];
  observacao?: InputMaybe<Scalars['String']['input']>;
  pesoMedio: Scalars['Float']['input'];
  quantidadeAnimais: Scalars['Int']['input'];
};

export type PreferenciaResumoInput = {
  /** false: no digest e-mail */
  email: Scalars['Boolean']['input'];
};

export type PriceAlert = {
  ativo: Scalars['Boolean']['output'];
  criadoEm: Scalars['DateTime']['output'];
  fonte: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  tipo: Scalars['String']['output'];
  valorAlvo: Scalars['Float']['output'];
};

export type PriceRecord = {
  data: Scalars['Date']['output'];
  fonte: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  indice?: Maybe<Scalars['String']['output']>;
  precoArroba: Scalars['Float']['output'];
  /** precoArroba minus the previous record of the same source */
  variacao: Scalars['Float']['output'];
  variacaoPercentual: Scalars['Float']['output'];
};

export type PriceSummary = {
  historico: Array<PriceRecord>;
  mediaMovel7d: Scalars['Float']['output'];
  mediaMovel30d: Scalars['Float']['output'];
  ultimoPreco?: Maybe<PriceRecord>;
};

export type ProtocoloInput = {
  /** withdrawal period in days, 0..365 (default 0) */
  carenciaDias?: InputMaybe<Scalars['Int']['input']>;
  /** R$ per head >= 0 (default 0) */
  custoPorAnimal?: InputMaybe<Scalars['Float']['input']>;
  dataPrevista: Scalars['Date']['input'];
  observacoes?: InputMaybe<Scalars['String']['input']>;
  produto: Scalars['String']['input'];
  /** ml >= 0 (default 0) */
  quantidadeMl?: InputMaybe<Scalars['Float']['input']>;
  tipo: SanitaryProtocolType;
};

export type ProviderHealth = {
  checkedAt: Scalars['DateTime']['output'];
  isHealthy: Scalars['Boolean']['output'];
  provider: Scalars['String']['output'];
};

export type Purchase = {
  comissao: Scalars['Float']['output'];
  dataCompra: Scalars['Date']['output'];
  frete: Scalars['Float']['output'];
  /** The entry's GTA (issue 36); null without one */
  gta?: Maybe<Gta>;
  id: Scalars['ID']['output'];
  loteId: Scalars['ID']['output'];
  observacoes?: Maybe<Scalars['String']['output']>;
  /** kg of live weight, 3 decimals */
  pesoTotal: Scalars['Float']['output'];
  quantidadeAnimais: Scalars['Int']['output'];
  /** round(valorTotal / (pesoTotal / 30), 2): a live arroba is 30 kg */
  valorArroba: Scalars['Float']['output'];
  /** round(valorTotal / quantidadeAnimais, 2) */
  valorCabeca: Scalars['Float']['output'];
  /** R$, 2 decimals */
  valorTotal: Scalars['Float']['output'];
  vendedor?: Maybe<Scalars['String']['output']>;
};

export type PurchaseInput = {
  /** Default 0 */
  comissao?: InputMaybe<Scalars['Float']['input']>;
  dataCompra: Scalars['Date']['input'];
  /** Default 0 */
  frete?: InputMaybe<Scalars['Float']['input']>;
  /** The entry's GTA (issue 36). Absent: kept as it is on PUT; null: removed */
  gta?: InputMaybe<GtaInput>;
  observacoes?: InputMaybe<Scalars['String']['input']>;
  pesoTotal: Scalars['Float']['input'];
  quantidadeAnimais: Scalars['Int']['input'];
  valorTotal: Scalars['Float']['input'];
  vendedor?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  /** The caller's alerts, newest first (at most 1000) */
  alertasPreco: Array<PriceAlert>;
  /** Order: identificacao asc, then id */
  animais: AnimalPage;
  /** The first `limit` animals of the batch; order: identificacao asc, then id */
  animaisByLote: Array<Animal>;
  /** A device's delta sync of the batch's animals: the next `limit` changed, in commit order */
  animaisByLoteDelta: AnimalDelta;
  animal: Animal;
  /** Sorting list: weighed animals more than `percentual` % from their batch mean in the session */
  apartacaoSessao: Array<SortingListItem>;
  auditLog: AuditPage;
  /** The day's kg per diet in the fewest equal loads, dietaNome order */
  carregamentos: Array<MixerLoads>;
  /** Nonzero, valor desc */
  categoriasGasto: Array<CostCategory>;
  compra: Purchase;
  /** The latest `limit` purchases of the batch; order: dataCompra desc, then creation desc */
  compras: Array<Purchase>;
  /** The tenant's daily digest hour (issue 36); 6 until set */
  configuracaoResumo: DigestSettings;
  /** The tenant's terms of sale (issue 34); defaults until saved */
  configuracaoVenda: SaleSettings;
  consumoRacao: FeedConsumption;
  /** The latest `limit` of the batch, data desc then creation desc */
  consumosRacao: Array<FeedConsumption>;
  /** Order: codigo */
  currais: PenPage;
  curral: Pen;
  custo: Cost;
  /** Order: data desc, then creation desc */
  custos: CostPage;
  /** KPIs of the caller's tenant */
  dashboardSummary: DashboardSummary;
  /** Batches grouped by raca, raca asc */
  desempenhoRaca: Array<BreedPerformance>;
  dieta: Diet;
  /** The newest 100 versions, newest first */
  dietaVersoes: Array<DietVersion>;
  /** Order: nome */
  dietas: DietPage;
  /** Entries and exits without a GTA (missing documents); data desc, the most recent 10000 */
  documentosPendentes: Array<Movement>;
  eficienciaLote: FeedingEfficiency;
  financeiroSummary: FinancialSummary;
  /** Public. Unhealthy when the database does not answer within 1 s or the service is shutting down. */
  health: Health;
  hedge: HedgePosition;
  /** The tenant's hedge result: open positions marked to market, closed ones realized */
  hedgeResumo: HedgeSummary;
  /** Order: dataEntrada desc, then creation desc */
  hedges: HedgePage;
  /** An xlsx template: the header row and one example row */
  importacaoTemplate: DownloadFile;
  /** data desc */
  leiturasCocho: Array<BunkReading>;
  /** A device's delta sync of the batch's readings: the next `limit` changed, in commit order */
  leiturasCochoDelta: BunkReadingDelta;
  /** Public. Healthy whenever the process runs. */
  live: Health;
  lote: Batch;
  /** Contract 11.4 */
  loteFiltros: BatchFilters;
  lotes: BatchPage;
  /** An open batch's locked margin (issue 34); a closed batch: BATCH_CLOSED */
  margemTravadaLote: BatchLockedMargin;
  /** Oldest first; the most recent `limit` candles */
  marketCandles: Array<MarketCandle>;
  /** The active provider's contracts, continuous first */
  marketContracts: Array<MarketContract>;
  marketProviderHealth: ProviderHealth;
  marketQuote: MarketQuote;
  /** Stored quotes, most recent first */
  marketQuoteHistory: Array<MarketQuote>;
  medicamento: Medication;
  /** The tenant's products as last applied, by name (the field page prefills a treatment) */
  medicamentoProdutos: Array<MedicationProduct>;
  /** The latest `limit`; order: dataAplicacao desc, then creation desc */
  medicamentos: Array<Medication>;
  /** Entries and exits of cattle with their GTA, filterable by it; data desc, the most recent 10000 */
  movimentacoes: Array<Movement>;
  /** Entries and consumptions, data desc */
  movimentosRacao: Array<FeedMovement>;
  /** The caller's notifications, newest first */
  notificacoes: Array<Notification>;
  notificacoesNaoLidas: UnreadCount;
  pesagem: Weighing;
  /** Every weighing of the tenant, newest first */
  pesagens: WeighingPage;
  /** Order: data desc, then creation desc */
  pesagensAnimal: Array<AnimalWeighing>;
  /** A batch's latest `limit` weighings, newest first */
  pesagensDoLote: Array<Weighing>;
  /** Records of the last `dias` days, oldest first */
  precoMercadoHistorico: Array<PriceRecord>;
  precoMercadoResumo: PriceSummary;
  /** The caller's daily digest e-mail choice; on until turned off */
  preferenciaResumo: DigestPreference;
  /** An open batch projected day by day against the futures curve; a closed batch: BATCH_CLOSED */
  projecaoLote: BatchProjection;
  protocolo: SanitaryProtocol;
  /** The first `limit`; order: dataPrevista asc, then produto */
  protocolos: Array<SanitaryProtocol>;
  /** A device's delta sync of the batch's protocols: the next `limit` changed, in commit order */
  protocolosDelta: SanitaryProtocolDelta;
  racao: Feed;
  /** Order: dataCompra desc, nome, id */
  racoes: FeedPage;
  /** de/ate on dataEntrada; default 3 months before today .. today */
  relatorioFinanceiro: FinancialReport;
  /** Optional de/ate on dataVenda */
  relatorioVendas: SalesReport;
  /** Open batches, diasConfinamento desc */
  rentabilidade: Array<BatchProfitability>;
  /** One batch, open or closed */
  rentabilidadeLote: BatchProfitability;
  /** Every live animal of the batch, identificacao asc */
  resultadoAnimais: Array<AnimalResult>;
  /** A weighing session with every reading and the batches weighed */
  sessaoPesagem: WeighingSession;
  /** The tenant's weighing sessions, newest first, as summaries (no readings) */
  sessoesPesagem: WeighingSessionPage;
  /** Ordered by nome (at most 1000) */
  tenants: Array<Tenant>;
  /** The feeding plan of a day (default business today), by pen codigo */
  tratos: Array<FeedingPlanItem>;
  user: User;
  users: UserPage;
};


export type QueryAnimaisArgs = {
  eid?: InputMaybe<Scalars['String']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<AnimalStatus>;
};


export type QueryAnimaisByLoteArgs = {
  atualizadoDesde?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryAnimaisByLoteDeltaArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryAnimalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApartacaoSessaoArgs = {
  id: Scalars['ID']['input'];
  percentual?: Scalars['Float']['input'];
};


export type QueryAuditLogArgs = {
  ate?: InputMaybe<Scalars['DateTime']['input']>;
  de?: InputMaybe<Scalars['DateTime']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCarregamentosArgs = {
  capacidadeKg: Scalars['Float']['input'];
  data?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryCompraArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryComprasArgs = {
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryConsumoRacaoArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryConsumosRacaoArgs = {
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryCurraisArgs = {
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryCurralArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustosArgs = {
  ate?: InputMaybe<Scalars['Date']['input']>;
  categoria?: InputMaybe<Scalars['String']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryDietaArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDietaVersoesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDietasArgs = {
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryDocumentosPendentesArgs = {
  ate?: InputMaybe<Scalars['Date']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  tipo?: InputMaybe<TipoMovimentacao>;
};


export type QueryEficienciaLoteArgs = {
  loteId: Scalars['ID']['input'];
};


export type QueryHedgeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHedgesArgs = {
  loteId?: InputMaybe<Scalars['ID']['input']>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryImportacaoTemplateArgs = {
  tipo: ImportType;
};


export type QueryLeiturasCochoArgs = {
  atualizadoDesde?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryLeiturasCochoDeltaArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryLoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLotesArgs = {
  cidade?: InputMaybe<Scalars['String']['input']>;
  dataEntradaAte?: InputMaybe<Scalars['Date']['input']>;
  dataEntradaDe?: InputMaybe<Scalars['Date']['input']>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  raca?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<BatchSortBy>;
  sortDirection?: InputMaybe<BatchSortDirection>;
  status?: InputMaybe<BatchStatus>;
};


export type QueryMargemTravadaLoteArgs = {
  dias?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryMarketCandlesArgs = {
  contractCode?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  timeframe?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMarketQuoteArgs = {
  contractCode?: InputMaybe<Scalars['String']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMarketQuoteHistoryArgs = {
  contractCode?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMedicamentoArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryMedicamentosArgs = {
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryMovimentacoesArgs = {
  ate?: InputMaybe<Scalars['Date']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
  gtaNumero?: InputMaybe<Scalars['String']['input']>;
  gtaSerie?: InputMaybe<Scalars['String']['input']>;
  gtaUf?: InputMaybe<Scalars['String']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  tipo?: InputMaybe<TipoMovimentacao>;
};


export type QueryMovimentosRacaoArgs = {
  limit?: Scalars['Int']['input'];
  racaoId: Scalars['ID']['input'];
};


export type QueryNotificacoesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPesagemArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryPesagensArgs = {
  loteId?: InputMaybe<Scalars['ID']['input']>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


export type QueryPesagensAnimalArgs = {
  animalId: Scalars['ID']['input'];
  limit?: Scalars['Int']['input'];
};


export type QueryPesagensDoLoteArgs = {
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryPrecoMercadoHistoricoArgs = {
  dias?: InputMaybe<Scalars['Int']['input']>;
  fonte?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPrecoMercadoResumoArgs = {
  fonte?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProjecaoLoteArgs = {
  dias?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryProtocoloArgs = {
  id: Scalars['ID']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryProtocolosArgs = {
  atualizadoDesde?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryProtocolosDeltaArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  loteId: Scalars['ID']['input'];
};


export type QueryRacaoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRacoesArgs = {
  dataCompraAte?: InputMaybe<Scalars['Date']['input']>;
  dataCompraDe?: InputMaybe<Scalars['Date']['input']>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRelatorioFinanceiroArgs = {
  ate?: InputMaybe<Scalars['Date']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryRelatorioVendasArgs = {
  ate?: InputMaybe<Scalars['Date']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryRentabilidadeLoteArgs = {
  loteId: Scalars['ID']['input'];
};


export type QueryResultadoAnimaisArgs = {
  loteId: Scalars['ID']['input'];
};


export type QuerySessaoPesagemArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySessoesPesagemArgs = {
  ate?: InputMaybe<Scalars['Date']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  origem?: InputMaybe<WeighingSessionOrigin>;
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<WeighingSessionStatus>;
};


export type QueryTratosArgs = {
  data?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  pageNumber?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

export type RealizarProtocoloInput = {
  /** not before the batch's dataEntrada */
  dataRealizada: Scalars['Date']['input'];
  /** default: unchanged */
  observacoes?: InputMaybe<Scalars['String']['input']>;
  /** ml actually applied (default: the planned quantidadeMl) */
  quantidadeMl?: InputMaybe<Scalars['Float']['input']>;
};

export type RefreshInput = {
  accessToken: Scalars['String']['input'];
  refreshToken: Scalars['String']['input'];
};

export type RegisterInput = {
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  nome: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type RemoveDeviceTokenInput = {
  token: Scalars['String']['input'];
};

export type ReportPeriod = {
  ate: Scalars['Date']['output'];
  de: Scalars['Date']['output'];
};

/** Operador, Gerente, Admin, SuperAdmin */
export type Role =
  | 'Admin'
  | 'Gerente'
  | 'Operador'
  | 'SuperAdmin';

export type Sale = {
  animalId: Scalars['ID']['output'];
  /** The arrobas the sale is priced on: round((pesoCarcaca, else pesoVenda) / 15, 2) */
  arrobas: Scalars['Float']['output'];
  baseArroba: BaseArroba;
  dataVenda: Scalars['Date']['output'];
  gtaDataEmissao?: Maybe<Scalars['Date']['output']>;
  gtaNumero?: Maybe<Scalars['String']['output']>;
  gtaSerie?: Maybe<Scalars['String']['output']>;
  /** The GTA's issuing state; null without a GTA */
  gtaUf?: Maybe<Scalars['String']['output']>;
  identificacao: Scalars['String']['output'];
  loteCodigo: Scalars['String']['output'];
  /** kg of carcass (romaneio); null on a live-arroba sale */
  pesoCarcaca?: Maybe<Scalars['Float']['output']>;
  pesoVenda: Scalars['Float']['output'];
  rendimentoCarcaca?: Maybe<Scalars['Float']['output']>;
  valorArroba: Scalars['Float']['output'];
  valorTotal: Scalars['Float']['output'];
};

export type SaleGta = {
  dataVenda: Scalars['Date']['output'];
  gta: Gta;
  id: Scalars['ID']['output'];
  status: AnimalStatus;
};

/** The tenant's terms of a physical sale, read by the projection (issue 34) */
export type SaleSettings = {
  /** Price adjustment of a heifer batch against steers, percent (at most 0) */
  ajusteNovilha: Scalars['Float']['output'];
  /** Regional basis on the B3 price: R$ per arroba, or percent (baseTipo) */
  baseRegional: Scalars['Float']['output'];
  /** RsArroba, Percentual */
  baseTipo: Scalars['String']['output'];
  /** Freight to the slaughterhouse, R$ per head */
  freteCabeca: Scalars['Float']['output'];
  /** Interest on the capital in the cattle, percent per month */
  jurosMensal: Scalars['Float']['output'];
  /** Expected deaths, percent of heads per month */
  mortalidadeMensal: Scalars['Float']['output'];
  /** Fisica, Juridica: Funrural/SENAR 1.5 % or 2.05 % */
  tipoPessoa: Scalars['String']['output'];
};

export type SalesReport = {
  /** Arrobas of carcass of the sales with a romaneio */
  arrobasCarcaca: Scalars['Float']['output'];
  /** The arrobas the sales are priced on: (carcass kg of the sales with a romaneio + pesoVenda of the others) / 15; pesoTotalVendido / 15 when no sale has one */
  arrobasTotais: Scalars['Float']['output'];
  /** Arrobas of live weight of the sales without one (contract 4.3) */
  arrobasVivas: Scalars['Float']['output'];
  /** carcaca or viva when every sale has that basis, mista otherwise; null without sales */
  baseArroba?: Maybe<BaseArroba>;
  /** kg of carcass of the sales with a romaneio */
  pesoCarcacaTotal: Scalars['Float']['output'];
  pesoTotalVendido: Scalars['Float']['output'];
  receitaTotal: Scalars['Float']['output'];
  totalVendas: Scalars['Int']['output'];
  /** receitaTotal / arrobasTotais (0 without sales) */
  valorMedioArroba: Scalars['Float']['output'];
  /** dataVenda desc */
  vendas: Array<Sale>;
};

/** A sanitary protocol (protocolo) of a batch (contract 11.1) */
export type SanitaryProtocol = {
  /** not realized and dataPrevista before business today */
  atrasado: Scalars['Boolean']['output'];
  /** Last change; the next `atualizadoDesde` of a device syncing deltas */
  atualizadoEm: Scalars['DateTime']['output'];
  /** withdrawal period, days */
  carenciaDias: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** R$ per head */
  custoPorAnimal: Scalars['Float']['output'];
  dataPrevista: Scalars['Date']['output'];
  dataRealizada?: Maybe<Scalars['Date']['output']>;
  /** Set on a deleted protocol: listed only with `atualizadoDesde` (a tombstone) */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** dataRealizada + carenciaDias; null until realized */
  fimCarencia?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  loteId: Scalars['ID']['output'];
  observacoes?: Maybe<Scalars['String']['output']>;
  produto: Scalars['String']['output'];
  quantidadeMl: Scalars['Float']['output'];
  realizado: Scalars['Boolean']['output'];
  tipo: SanitaryProtocolType;
};

export type SanitaryProtocolDelta = {
  /** Pass it back as `cursor` on the next call; keep it with the rows */
  cursor: Scalars['String']['output'];
  itens: Array<SanitaryProtocol>;
  /** True: more rows follow, ask again now with `cursor`; false: up to date as of this answer */
  temMais: Scalars['Boolean']['output'];
};

/** Vacina, Vermifugo, Vitamina, Antibiotico, Outro */
export type SanitaryProtocolType =
  | 'Antibiotico'
  | 'Outro'
  | 'Vacina'
  | 'Vermifugo'
  | 'Vitamina';

/** An animal far from its batch mean in the session (apartacao) */
export type SortingListItem = {
  animalId: Scalars['ID']['output'];
  /** percent from the mean, negative below */
  desvioPercentual: Scalars['Float']['output'];
  eid?: Maybe<Scalars['String']['output']>;
  /** abaixo or acima */
  grupo: Scalars['String']['output'];
  identificacao: Scalars['String']['output'];
  loteCodigo: Scalars['String']['output'];
  /** kg */
  pesoKg: Scalars['Float']['output'];
  /** the batch mean in the session, kg */
  pesoMedioLote: Scalars['Float']['output'];
};

export type Subscription = {
  notificationAdded: Notification;
  /** New quotes stored by ingestion; market data is global, so no tenant filter applies */
  quoteUpdated: MarketQuote;
};


export type SubscriptionQuoteUpdatedArgs = {
  contractCode?: InputMaybe<Scalars['String']['input']>;
};

export type Tenant = {
  criadoEm: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  nome: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type TenantAdminInput = {
  email: Scalars['String']['input'];
  nome: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type TenantCreated = {
  admin: User;
  id: Scalars['ID']['output'];
  nome: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** Entrada (a purchase), Saida (the sales of a batch on a day) */
export type TipoMovimentacao =
  | 'Entrada'
  | 'Saida';

export type ToggleActiveResult = {
  ativo: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  nome: Scalars['String']['output'];
};

export type TokenPair = {
  accessToken: Scalars['String']['output'];
  /** Access token lifetime in seconds */
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
};

export type UnreadCount = {
  count: Scalars['Int']['output'];
};

export type UpdatePriceAlertInput = {
  ativo: Scalars['Boolean']['input'];
  /** Default PRIMARY */
  fonte?: InputMaybe<Scalars['String']['input']>;
  tipo: Scalars['String']['input'];
  valorAlvo: Scalars['Float']['input'];
};

export type UpdateUserInput = {
  email: Scalars['String']['input'];
  nome: Scalars['String']['input'];
  role: Role;
};

export type User = {
  ativo: Scalars['Boolean']['output'];
  criadoEm: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  nome: Scalars['String']['output'];
  role: Role;
  tenantId: Scalars['ID']['output'];
  ultimoLogin?: Maybe<Scalars['DateTime']['output']>;
};

export type UserPage = {
  items: Array<User>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type VendaInput = {
  dataVenda: Scalars['Date']['input'];
  /** The exit's GTA (issue 36); optional: a sale without one is a missing document (PUT /api/animais/{id}/gta adds it later) */
  gta?: InputMaybe<GtaInput>;
  /** The romaneio: kg of carcass of this animal (below pesoVenda, at a yield of 40 to 70 %); not with rendimentoCarcaca */
  pesoCarcaca?: InputMaybe<Scalars['Float']['input']>;
  /** kg */
  pesoVenda: Scalars['Float']['input'];
  /** The romaneio: carcass yield in percent of pesoVenda (40 to 70); not with pesoCarcaca */
  rendimentoCarcaca?: InputMaybe<Scalars['Float']['input']>;
  /** R$ per arroba */
  valorArroba: Scalars['Float']['input'];
};

export type VendaResult = {
  /** The arrobas valorTotal is priced on, of baseArroba, round(kg / 15, 2) */
  arrobas: Scalars['Float']['output'];
  baseArroba: BaseArroba;
  /** The exit's GTA (issue 36); null without one */
  gta?: Maybe<Gta>;
  id: Scalars['ID']['output'];
  pesoCarcaca?: Maybe<Scalars['Float']['output']>;
  pesoVenda: Scalars['Float']['output'];
  rendimentoCarcaca?: Maybe<Scalars['Float']['output']>;
  status: AnimalStatus;
  /** round(pesoCarcaca / 15 * valorArroba, 2) with the romaneio (baseArroba carcaca), else round(pesoVenda / 15 * valorArroba, 2) (viva) */
  valorTotal: Scalars['Float']['output'];
};

/** A weighing (pesagem) of a batch: mean weight per head on a date. */
export type Weighing = {
  data: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  observacao?: Maybe<Scalars['String']['output']>;
  /** kg per head */
  pesoMedio: Scalars['Float']['output'];
  quantidadeAnimais: Scalars['Int']['output'];
};

export type WeighingPage = {
  items: Array<Weighing>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** One reading of a device: an EID or a VID, the weight and whether it was locked */
export type WeighingReadingInput = {
  /** default: today */
  data?: InputMaybe<Scalars['Date']['input']>;
  /** deve ser um EID ISO 11784 de 15 digitos (codigo de pais ou fabricante 001-998, espacos permitidos) */
  eid?: InputMaybe<Scalars['String']['input']>;
  /** hh:mm */
  hora?: InputMaybe<Scalars['String']['input']>;
  peso: Scalars['Float']['input'];
  /** false: the scale never settled (recorded, not weighed) */
  travada?: InputMaybe<Scalars['Boolean']['input']>;
  /** KG or LB */
  unidade?: InputMaybe<Scalars['String']['input']>;
  /** visual id: the animal identificacao */
  vid?: InputMaybe<Scalars['String']['input']>;
};

/** registrada, pendente, invalida, sem_trava, data_futura, fora_da_faixa, sem_identificacao, duplicada, eid_desconhecido, animal_inativo, lote_fechado, data_anterior_entrada, ja_registrada */
export type WeighingReadingStatus =
  | 'animal_inativo'
  | 'data_anterior_entrada'
  | 'data_futura'
  | 'duplicada'
  | 'eid_desconhecido'
  | 'fora_da_faixa'
  | 'invalida'
  | 'ja_registrada'
  | 'lote_fechado'
  | 'pendente'
  | 'registrada'
  | 'sem_identificacao'
  | 'sem_trava';

export type WeighingSession = {
  criadaEm: Scalars['DateTime']['output'];
  fechadaEm?: Maybe<Scalars['DateTime']['output']>;
  /** the indicator layout read */
  formato?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** in line order */
  leituras: Array<WeighingSessionReading>;
  lidas: Scalars['Int']['output'];
  /** the first 1,000 batches by code */
  lotes: Array<WeighingSessionBatch>;
  nomeArquivo?: Maybe<Scalars['String']['output']>;
  observacao?: Maybe<Scalars['String']['output']>;
  /** arquivo (an indicator file) or dispositivo (readings sent one at a time) */
  origem: Scalars['String']['output'];
  registradas: Scalars['Int']['output'];
  /** true when the file was imported before: nothing was added */
  reimportada: Scalars['Boolean']['output'];
  /** Aberta or Fechada */
  status: Scalars['String']['output'];
};

/** A batch weighed in the session: the mean and count of its readings weighed */
export type WeighingSessionBatch = {
  loteCodigo: Scalars['String']['output'];
  loteId: Scalars['ID']['output'];
  /** kg per head */
  pesoMedio: Scalars['Float']['output'];
  quantidade: Scalars['Int']['output'];
};

/** arquivo (an indicator file), dispositivo (a device's readings) */
export type WeighingSessionOrigin =
  | 'arquivo'
  | 'dispositivo';

export type WeighingSessionPage = {
  items: Array<WeighingSessionSummary>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A reading of a weighing session and what became of it */
export type WeighingSessionReading = {
  animalId?: Maybe<Scalars['ID']['output']>;
  data?: Maybe<Scalars['Date']['output']>;
  /** 15 digits */
  eid?: Maybe<Scalars['String']['output']>;
  /** kg/day since the animal's previous weighing (or its entry) */
  gmd?: Maybe<Scalars['Float']['output']>;
  hora?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** line of the file, or order of arrival on a device */
  linha: Scalars['Int']['output'];
  loteId?: Maybe<Scalars['ID']['output']>;
  /** why it was not weighed */
  motivo?: Maybe<Scalars['String']['output']>;
  /** the animal weighing created (contract 11.3) */
  pesagemAnimalId?: Maybe<Scalars['ID']['output']>;
  /** kg (pounds converted) */
  pesoKg?: Maybe<Scalars['Float']['output']>;
  situacao: WeighingReadingStatus;
  /** the indicator locked the weight */
  travada: Scalars['Boolean']['output'];
  vid?: Maybe<Scalars['String']['output']>;
};

export type WeighingSessionStatus =
  | 'Aberta'
  | 'Fechada';

/** A weighing session in the list: its counts, without its readings */
export type WeighingSessionSummary = {
  criadaEm: Scalars['DateTime']['output'];
  /** readings of an EID no animal had, waiting to be linked (POST /api/sessoes-pesagem/{id}/vinculos) */
  desconhecidas: Scalars['Int']['output'];
  fechadaEm?: Maybe<Scalars['DateTime']['output']>;
  /** the indicator layout read */
  formato?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lidas: Scalars['Int']['output'];
  nomeArquivo?: Maybe<Scalars['String']['output']>;
  observacao?: Maybe<Scalars['String']['output']>;
  /** arquivo (an indicator file) or dispositivo (readings sent one at a time) */
  origem: Scalars['String']['output'];
  registradas: Scalars['Int']['output'];
  /** Aberta or Fechada */
  status: Scalars['String']['output'];
};

export type ListAlertasPrecoQueryVariables = Exact<{ [key: string]: never; }>;


export type ListAlertasPrecoQuery = { alertasPreco: Array<{ id: string, tipo: string, valorAlvo: number, fonte: string, ativo: boolean, criadoEm: string }> };

export type CreateAlertaPrecoMutationVariables = Exact<{
  input: CreatePriceAlertInput;
}>;


export type CreateAlertaPrecoMutation = { createAlertaPreco: { id: string, tipo: string, valorAlvo: number, fonte: string, ativo: boolean, criadoEm: string } };

export type UpdateAlertaPrecoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdatePriceAlertInput;
}>;


export type UpdateAlertaPrecoMutation = { updateAlertaPreco: { id: string, tipo: string, valorAlvo: number, fonte: string, ativo: boolean, criadoEm: string } };

export type DeleteAlertaPrecoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAlertaPrecoMutation = { deleteAlertaPreco: boolean };

export type ListAnimaisQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<AnimalStatus>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  eid?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListAnimaisQuery = { animais: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, identificacao: string, brinco?: string | null, eid?: string | null, sexo: AnimalSexo, raca?: string | null, pesoEntrada: number, dataEntrada: string, status: AnimalStatus, loteId: string, loteCodigo: string }> } };

export type GetAnimalQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetAnimalQuery = { animal: { id: string, identificacao: string, brinco?: string | null, eid?: string | null, sexo: AnimalSexo, raca?: string | null, pesoEntrada: number, dataEntrada: string, status: AnimalStatus, loteId: string, loteCodigo: string, dataMorte?: string | null, causaMorte?: string | null, dataVenda?: string | null, pesoVenda?: number | null, valorArroba?: number | null, valorTotal?: number | null, pesoCarcaca?: number | null, rendimentoCarcaca?: number | null, baseArroba?: BaseArroba | null, pesoAtual: number, gmd?: number | null, gta?: { uf: string, serie: string, numero: string, dataEmissao: string } | null } };

export type ListLoteAnimaisQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  atualizadoDesde?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type ListLoteAnimaisQuery = { animaisByLote: Array<{ id: string, identificacao: string, brinco?: string | null, eid?: string | null, sexo: AnimalSexo, raca?: string | null, pesoEntrada: number, dataEntrada: string, status: AnimalStatus, loteId: string, loteCodigo: string, atualizadoEm: string, deletedAt?: string | null }> };

export type AnimaisDeltaQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AnimaisDeltaQuery = { animaisByLoteDelta: { cursor: string, temMais: boolean, itens: Array<{ id: string, identificacao: string, brinco?: string | null, eid?: string | null, sexo: AnimalSexo, raca?: string | null, pesoEntrada: number, dataEntrada: string, status: AnimalStatus, loteId: string, loteCodigo: string, atualizadoEm: string, deletedAt?: string | null }> } };

export type CreateAnimalMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: AnimalInput;
}>;


export type CreateAnimalMutation = { createAnimal: { id: string, identificacao: string, brinco?: string | null, eid?: string | null, sexo: AnimalSexo, raca?: string | null, pesoEntrada: number, dataEntrada: string, status: AnimalStatus, loteId: string, loteCodigo: string, dataMorte?: string | null, causaMorte?: string | null, dataVenda?: string | null, pesoVenda?: number | null, valorArroba?: number | null, valorTotal?: number | null, pesoCarcaca?: number | null, rendimentoCarcaca?: number | null, baseArroba?: BaseArroba | null } };

export type CreateAnimaisMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: CreateAnimaisInput;
}>;


export type CreateAnimaisMutation = { createAnimais: { criados: number, erros: Array<{ indice: number, mensagem: string }> } };

export type UpdateAnimalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AnimalInput;
}>;


export type UpdateAnimalMutation = { updateAnimal: { id: string, identificacao: string, brinco?: string | null, eid?: string | null, sexo: AnimalSexo, raca?: string | null, pesoEntrada: number, dataEntrada: string, status: AnimalStatus, loteId: string, loteCodigo: string, dataMorte?: string | null, causaMorte?: string | null, dataVenda?: string | null, pesoVenda?: number | null, valorArroba?: number | null, valorTotal?: number | null, pesoCarcaca?: number | null, rendimentoCarcaca?: number | null, baseArroba?: BaseArroba | null } };

export type DeleteAnimalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAnimalMutation = { deleteAnimal: boolean };

export type RegisterMortalidadeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: MortalidadeInput;
}>;


export type RegisterMortalidadeMutation = { registerMortalidade: { id: string, status: AnimalStatus, dataMorte: string, causa: string } };

export type RegisterVendaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VendaInput;
}>;


export type RegisterVendaMutation = { registerVenda: { id: string, status: AnimalStatus, pesoVenda: number, valorTotal: number, pesoCarcaca?: number | null, rendimentoCarcaca?: number | null, arrobas: number, baseArroba: BaseArroba, gta?: { uf: string, serie: string, numero: string, dataEmissao: string } | null } };

export type ListPesagensAnimalQueryVariables = Exact<{
  animalId: Scalars['ID']['input'];
}>;


export type ListPesagensAnimalQuery = { pesagensAnimal: Array<{ id: string, animalId: string, data: string, peso: number, observacao?: string | null }> };

export type CreatePesagemAnimalMutationVariables = Exact<{
  animalId: Scalars['ID']['input'];
  input: PesagemAnimalInput;
}>;


export type CreatePesagemAnimalMutation = { createPesagemAnimal: { id: string, animalId: string, data: string, peso: number, observacao?: string | null } };

export type DeletePesagemAnimalMutationVariables = Exact<{
  animalId: Scalars['ID']['input'];
  pesagemId: Scalars['ID']['input'];
}>;


export type DeletePesagemAnimalMutation = { deletePesagemAnimal: boolean };

export type RegisterGtaVendaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: GtaInput;
}>;


export type RegisterGtaVendaMutation = { registerGtaVenda: { id: string, status: AnimalStatus, dataVenda: string, gta: { uf: string, serie: string, numero: string, dataEmissao: string } } };

export type RegisterGtaSaidaMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: ExitGtaInput;
}>;


export type RegisterGtaSaidaMutation = { registerGtaSaida: { loteId: string, dataVenda: string, quantidadeAnimais: number, gta: { uf: string, serie: string, numero: string, dataEmissao: string } } };

export type RemoveGtaVendaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveGtaVendaMutation = { removeGtaVenda: boolean };

export type RemoveGtaSaidaMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: ExitGtaKeyInput;
}>;


export type RemoveGtaSaidaMutation = { removeGtaSaida: { loteId: string, dataVenda: string, quantidadeAnimais: number, gta: { uf: string, serie: string, numero: string, dataEmissao: string } } };

export type ListAuditQueryVariables = Exact<{
  method?: InputMaybe<Scalars['String']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
  de?: InputMaybe<Scalars['DateTime']['input']>;
  ate?: InputMaybe<Scalars['DateTime']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ListAuditQuery = { auditLog: { totalCount: number, totalPages: number, page: number, items: Array<{ id: string, method: string, path: string, statusCode: number, userEmail?: string | null, ipAddress: string, durationMs: number, tenantId?: string | null, createdAt: string, operationName?: string | null }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, nome: string, email: string, role: Role } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { accessToken: string, refreshToken: string, expiresIn: number, user: { id: string, nome: string, email: string, role: Role } } };

export type RefreshTokenMutationVariables = Exact<{
  input: RefreshInput;
}>;


export type RefreshTokenMutation = { refreshToken: { accessToken: string, refreshToken: string, expiresIn: number } };

export type LogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type LogoutMutation = { logout: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type RegisterDeviceTokenMutationVariables = Exact<{
  input: DeviceTokenInput;
}>;


export type RegisterDeviceTokenMutation = { registerDeviceToken: { message: string } };

export type RemoveDeviceTokenMutationVariables = Exact<{
  input: RemoveDeviceTokenInput;
}>;


export type RemoveDeviceTokenMutation = { removeDeviceToken: { message: string } };

export type ListComprasQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
}>;


export type ListComprasQuery = { compras: Array<{ id: string, loteId: string, dataCompra: string, quantidadeAnimais: number, pesoTotal: number, valorTotal: number, frete: number, comissao: number, vendedor?: string | null, observacoes?: string | null, valorCabeca: number, valorArroba: number, gta?: { uf: string, serie: string, numero: string, dataEmissao: string } | null }> };

export type GetCompraQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type GetCompraQuery = { compra: { id: string, loteId: string, dataCompra: string, quantidadeAnimais: number, pesoTotal: number, valorTotal: number, frete: number, comissao: number, vendedor?: string | null, observacoes?: string | null, valorCabeca: number, valorArroba: number, gta?: { uf: string, serie: string, numero: string, dataEmissao: string } | null } };

export type CreateCompraMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: PurchaseInput;
}>;


export type CreateCompraMutation = { createCompra: { id: string, loteId: string, dataCompra: string, quantidadeAnimais: number, pesoTotal: number, valorTotal: number, frete: number, comissao: number, vendedor?: string | null, observacoes?: string | null, valorCabeca: number, valorArroba: number, gta?: { uf: string, serie: string, numero: string, dataEmissao: string } | null } };

export type UpdateCompraMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: PurchaseInput;
}>;


export type UpdateCompraMutation = { updateCompra: { id: string, loteId: string, dataCompra: string, quantidadeAnimais: number, pesoTotal: number, valorTotal: number, frete: number, comissao: number, vendedor?: string | null, observacoes?: string | null, valorCabeca: number, valorArroba: number, gta?: { uf: string, serie: string, numero: string, dataEmissao: string } | null } };

export type DeleteCompraMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteCompraMutation = { deleteCompra: boolean };

export type ListConsumosRacaoQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
}>;


export type ListConsumosRacaoQuery = { consumosRacao: Array<{ id: string, data: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number, loteId: string }> };

export type GetConsumoRacaoQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type GetConsumoRacaoQuery = { consumoRacao: { id: string, data: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number, observacao?: string | null } };

export type CreateConsumoRacaoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: FeedConsumptionInput;
}>;


export type CreateConsumoRacaoMutation = { createConsumoRacao: { id: string, data: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number, observacao?: string | null, loteId: string } };

export type UpdateConsumoRacaoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: FeedConsumptionInput;
}>;


export type UpdateConsumoRacaoMutation = { updateConsumoRacao: { id: string, data: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number, observacao?: string | null, loteId: string } };

export type DeleteConsumoRacaoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteConsumoRacaoMutation = { deleteConsumoRacao: boolean };

export type CurralFieldsFragment = { id: string, codigo: string, capacidade: number, areaM2?: number | null, ativo: boolean, lote?: { id: string, codigo: string, cabecas: number } | null };

export type ListCurraisQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListCurraisQuery = { currais: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, codigo: string, capacidade: number, areaM2?: number | null, ativo: boolean, lote?: { id: string, codigo: string, cabecas: number } | null }> } };

export type GetCurralQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetCurralQuery = { curral: { id: string, codigo: string, capacidade: number, areaM2?: number | null, ativo: boolean, lote?: { id: string, codigo: string, cabecas: number } | null } };

export type CreateCurralMutationVariables = Exact<{
  input: PenInput;
}>;


export type CreateCurralMutation = { createCurral: { id: string, codigo: string, capacidade: number, areaM2?: number | null, ativo: boolean, lote?: { id: string, codigo: string, cabecas: number } | null } };

export type UpdateCurralMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PenInput;
}>;


export type UpdateCurralMutation = { updateCurral: { id: string, codigo: string, capacidade: number, areaM2?: number | null, ativo: boolean, lote?: { id: string, codigo: string, cabecas: number } | null } };

export type DeleteCurralMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCurralMutation = { deleteCurral: boolean };

export type ListCustosQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  categoria?: InputMaybe<Scalars['String']['input']>;
  de?: InputMaybe<Scalars['Date']['input']>;
  ate?: InputMaybe<Scalars['Date']['input']>;
}>;


export type ListCustosQuery = { custos: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, loteId?: string | null, categoria: string, descricao?: string | null, valor: number, data: string }> } };

export type GetCustoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetCustoQuery = { custo: { id: string, loteId?: string | null, categoria: string, descricao?: string | null, valor: number, data: string } };

export type CreateCustoMutationVariables = Exact<{
  input: CostInput;
}>;


export type CreateCustoMutation = { createCusto: { id: string, loteId?: string | null, categoria: string, descricao?: string | null, valor: number, data: string } };

export type UpdateCustoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CostInput;
}>;


export type UpdateCustoMutation = { updateCusto: { id: string, loteId?: string | null, categoria: string, descricao?: string | null, valor: number, data: string } };

export type DeleteCustoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCustoMutation = { deleteCusto: boolean };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { dashboardSummary: { totalLotesAtivos: number, totalLotesFechados: number, totalAnimaisAtivos: number, totalAnimaisVendidos: number, totalAnimaisMortos: number, pesoMedioAtual: number, gmdMedioGeral: number, custoTotalRacao: number, custoTotalMedicamentos: number, receitaTotalVendas: number, precoArrobaAtual: number, alertasNaoLidos: number, lotesProximosFechamento: Array<{ loteId: string, codigo: string, diasConfinamento: number, pesoMedioAtual: number }> } };

export type DietaFieldsFragment = { id: string, nome: string, versao: number, materiaSecaPercentual: number, custoKg: number, ativa: boolean, ingredientes: Array<{ racaoId: string, racaoNome: string, percentual: number }> };

export type ListDietasQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListDietasQuery = { dietas: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, nome: string, versao: number, materiaSecaPercentual: number, custoKg: number, ativa: boolean, ingredientes: Array<{ racaoId: string, racaoNome: string, percentual: number }> }> } };

export type GetDietaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetDietaQuery = { dieta: { id: string, nome: string, versao: number, materiaSecaPercentual: number, custoKg: number, ativa: boolean, ingredientes: Array<{ racaoId: string, racaoNome: string, percentual: number }> } };

export type ListDietaVersoesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListDietaVersoesQuery = { dietaVersoes: Array<{ versao: number, nome: string, materiaSecaPercentual: number, custoKg: number, criadoEm: string, ingredientes: Array<{ racaoId: string, racaoNome: string, percentual: number }> }> };

export type CreateDietaMutationVariables = Exact<{
  input: DietInput;
}>;


export type CreateDietaMutation = { createDieta: { id: string, nome: string, versao: number, materiaSecaPercentual: number, custoKg: number, ativa: boolean, ingredientes: Array<{ racaoId: string, racaoNome: string, percentual: number }> } };

export type UpdateDietaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DietInput;
}>;


export type UpdateDietaMutation = { updateDieta: { id: string, nome: string, versao: number, materiaSecaPercentual: number, custoKg: number, ativa: boolean, ingredientes: Array<{ racaoId: string, racaoNome: string, percentual: number }> } };

export type DeleteDietaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteDietaMutation = { deleteDieta: boolean };

export type SetLoteDietaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BatchDietInput;
}>;


export type SetLoteDietaMutation = { setLoteDieta: { loteId: string, dietaId: string, dietaNome: string, desde: string } };

export type FinanceiroSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type FinanceiroSummaryQuery = { financeiroSummary: { receitaTotal: number, custoTotal: number, lucroLiquido: number, margemLiquida: number, custoRacao: number, custoMedicamentos: number, custoCompraAnimais: number, custoProtocolos: number, custoOutros: number, receitaVendas: number, totalLotesAtivos: number, totalLotesFechados: number, custoForaDosLotes: number, realizado: { lotes: number, custoTotal: number, receitaVendas: number, valorEstimadoVenda: number, resultado: number, margem: number }, emAndamento: { lotes: number, custoTotal: number, receitaVendas: number, valorEstimadoVenda: number, resultado: number, margem: number } } };

export type RentabilidadeQueryVariables = Exact<{ [key: string]: never; }>;


export type RentabilidadeQuery = { rentabilidade: Array<{ loteId: string, loteCodigo: string, custoTotal: number, custoRacao: number, custoMedicamentos: number, custoCompra: number, custoProtocolos: number, custoOutros: number, valorEstimadoVenda: number, margemEstimada: number, custoPorArroba?: number | null, precoEquilibrio?: number | null, custoPorAnimal: number, diasConfinamento: number, quantidadeAnimais: number }> };

export type RentabilidadeLoteQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
}>;


export type RentabilidadeLoteQuery = { rentabilidadeLote: { loteId: string, loteCodigo: string, custoTotal: number, custoRacao: number, custoMedicamentos: number, custoCompra: number, custoProtocolos: number, custoOutros: number, valorEstimadoVenda: number, margemEstimada: number, custoPorArroba?: number | null, precoEquilibrio?: number | null, custoPorAnimal: number, diasConfinamento: number, quantidadeAnimais: number, custoPorKgGanho?: number | null, gmdMedio?: number | null, arrobasSaida: number, arrobasProduzidas: number, cabecas: number, status: string } };

export type CategoriasGastoQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriasGastoQuery = { categoriasGasto: Array<{ categoria: string, valor: number, percentual: number }> };

export type RelatorioVendasQueryVariables = Exact<{
  de?: InputMaybe<Scalars['Date']['input']>;
  ate?: InputMaybe<Scalars['Date']['input']>;
}>;


export type RelatorioVendasQuery = { relatorioVendas: { totalVendas: number, receitaTotal: number, pesoTotalVendido: number, arrobasTotais: number, valorMedioArroba: number, pesoCarcacaTotal: number, arrobasCarcaca: number, arrobasVivas: number, baseArroba?: BaseArroba | null, vendas: Array<{ animalId: string, identificacao: string, loteCodigo: string, dataVenda: string, pesoVenda: number, valorArroba: number, valorTotal: number, pesoCarcaca?: number | null, rendimentoCarcaca?: number | null, arrobas: number, baseArroba: BaseArroba, gtaUf?: string | null, gtaSerie?: string | null, gtaNumero?: string | null, gtaDataEmissao?: string | null }> } };

export type ResultadoAnimaisQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
}>;


export type ResultadoAnimaisQuery = { resultadoAnimais: Array<{ animalId: string, identificacao: string, pesoEntrada: number, pesoAtual: number, ganhoTotal: number, gmd?: number | null, custoCompra: number, custoRacao: number, custoMedicamentos: number, custoTotal: number, valorEstimadoVenda: number, resultadoEstimado: number, status: string, baseArroba?: BaseArroba | null }> };

export type DesempenhoRacaQueryVariables = Exact<{ [key: string]: never; }>;


export type DesempenhoRacaQuery = { desempenhoRaca: Array<{ raca: string, totalLotes: number, totalAnimais: number, lotesAtivos: number, gmdMedio?: number | null, gmdMin?: number | null, gmdMax?: number | null, taxaMortalidade: number, custoTotalMedio: number }> };

export type RelatorioFinanceiroQueryVariables = Exact<{
  de?: InputMaybe<Scalars['Date']['input']>;
  ate?: InputMaybe<Scalars['Date']['input']>;
}>;


export type RelatorioFinanceiroQuery = { relatorioFinanceiro: { periodo: { de: string, ate: string }, lotes: Array<{ id: string, nome: string, status: string, dataEntrada: string, dataSaida?: string | null, quantidadeAnimais: number, custoRacao: number, custoMed: number, custoOutros: number, custoAnimais: number, custoTotal: number }>, totais: { custoTotal: number, custoRacao: number, custoMed: number, custoOutros: number, totalAnimais: number } } };

export type MovimentacoesQueryVariables = Exact<{
  tipo?: InputMaybe<TipoMovimentacao>;
  de?: InputMaybe<Scalars['Date']['input']>;
  ate?: InputMaybe<Scalars['Date']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  gtaUf?: InputMaybe<Scalars['String']['input']>;
  gtaSerie?: InputMaybe<Scalars['String']['input']>;
  gtaNumero?: InputMaybe<Scalars['String']['input']>;
}>;


export type MovimentacoesQuery = { movimentacoes: Array<{ tipo: TipoMovimentacao, data: string, loteId: string, loteCodigo: string, compraId?: string | null, quantidadeAnimais: number, pesoTotal: number, gtaUf?: string | null, gtaSerie?: string | null, gtaNumero?: string | null, gtaDataEmissao?: string | null }> };

export type DocumentosPendentesQueryVariables = Exact<{
  tipo?: InputMaybe<TipoMovimentacao>;
  de?: InputMaybe<Scalars['Date']['input']>;
  ate?: InputMaybe<Scalars['Date']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type DocumentosPendentesQuery = { documentosPendentes: Array<{ tipo: TipoMovimentacao, data: string, loteId: string, loteCodigo: string, compraId?: string | null, quantidadeAnimais: number, pesoTotal: number }> };

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { health: { status: string, timestamp: string } };

export type LiveQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveQuery = { live: { status: string, timestamp: string } };

export type HedgeFieldsFragment = { id: string, contrato: string, vencimento: string, direcao: string, quantidadeContratos: number, arrobas: number, contratosAbertos: number, arrobasAbertas: number, precoEntrada: number, dataEntrada: string, precoSaida?: number | null, dataSaida?: string | null, status: string, observacao?: string | null, precoAtual?: number | null, cotacaoEm?: string | null, resultadoRealizado: number, resultadoAberto?: number | null, resultado?: number | null, saidas: Array<{ id: string, quantidadeContratos: number, precoSaida: number, dataSaida: string, resultado: number }> };

export type HedgeLotesCoberturaFragment = { id: string, codigo: string, margemTravada?: { dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, sobreHedge: boolean } | null };

export type MargemTravadaFieldsFragment = { loteId: string, loteCodigo: string, diaReferencia: number, dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, sobreHedge: boolean, precoTravado?: number | null, margemFisica: number, resultadoHedgeRealizado: number, resultadoHedgeAberto: number, resultadoHedge: number, posicoesSemCotacao: number, margemTravada: number };

export type ListHedgesQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ListHedgesQuery = { hedges: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, contrato: string, vencimento: string, direcao: string, quantidadeContratos: number, arrobas: number, contratosAbertos: number, arrobasAbertas: number, precoEntrada: number, dataEntrada: string, precoSaida?: number | null, dataSaida?: string | null, status: string, observacao?: string | null, precoAtual?: number | null, cotacaoEm?: string | null, resultadoRealizado: number, resultadoAberto?: number | null, resultado?: number | null, lotes: Array<{ id: string, codigo: string }>, saidas: Array<{ id: string, quantidadeContratos: number, precoSaida: number, dataSaida: string, resultado: number }> }> } };

export type HedgeResumoQueryVariables = Exact<{ [key: string]: never; }>;


export type HedgeResumoQuery = { hedgeResumo: { posicoesAbertas: number, posicoesEncerradas: number, posicoesSemCotacao: number, arrobasLiquidas: number, resultadoAberto: number, resultadoRealizado: number, resultadoTotal: number } };

export type GetHedgeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetHedgeQuery = { hedge: { id: string, contrato: string, vencimento: string, direcao: string, quantidadeContratos: number, arrobas: number, contratosAbertos: number, arrobasAbertas: number, precoEntrada: number, dataEntrada: string, precoSaida?: number | null, dataSaida?: string | null, status: string, observacao?: string | null, precoAtual?: number | null, cotacaoEm?: string | null, resultadoRealizado: number, resultadoAberto?: number | null, resultado?: number | null, lotes: Array<{ id: string, codigo: string }>, saidas: Array<{ id: string, quantidadeContratos: number, precoSaida: number, dataSaida: string, resultado: number }> } };

export type GetMargemTravadaLoteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  dias?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GetMargemTravadaLoteQuery = { margemTravadaLote: { loteId: string, loteCodigo: string, diaReferencia: number, dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, sobreHedge: boolean, precoTravado?: number | null, margemFisica: number, resultadoHedgeRealizado: number, resultadoHedgeAberto: number, resultadoHedge: number, posicoesSemCotacao: number, margemTravada: number } };

export type CreateHedgeMutationVariables = Exact<{
  input: HedgeInput;
}>;


export type CreateHedgeMutation = { createHedge: { id: string, contrato: string, vencimento: string, direcao: string, quantidadeContratos: number, arrobas: number, contratosAbertos: number, arrobasAbertas: number, precoEntrada: number, dataEntrada: string, precoSaida?: number | null, dataSaida?: string | null, status: string, observacao?: string | null, precoAtual?: number | null, cotacaoEm?: string | null, resultadoRealizado: number, resultadoAberto?: number | null, resultado?: number | null, lotes: Array<{ id: string, codigo: string, margemTravada?: { dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, sobreHedge: boolean } | null }>, saidas: Array<{ id: string, quantidadeContratos: number, precoSaida: number, dataSaida: string, resultado: number }> } };

export type UpdateHedgeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: HedgeInput;
}>;


export type UpdateHedgeMutation = { updateHedge: { id: string, contrato: string, vencimento: string, direcao: string, quantidadeContratos: number, arrobas: number, contratosAbertos: number, arrobasAbertas: number, precoEntrada: number, dataEntrada: string, precoSaida?: number | null, dataSaida?: string | null, status: string, observacao?: string | null, precoAtual?: number | null, cotacaoEm?: string | null, resultadoRealizado: number, resultadoAberto?: number | null, resultado?: number | null, lotes: Array<{ id: string, codigo: string, margemTravada?: { dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, sobreHedge: boolean } | null }>, saidas: Array<{ id: string, quantidadeContratos: number, precoSaida: number, dataSaida: string, resultado: number }> } };

export type CloseHedgeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: HedgeExitInput;
}>;


export type CloseHedgeMutation = { closeHedge: { id: string, contrato: string, vencimento: string, direcao: string, quantidadeContratos: number, arrobas: number, contratosAbertos: number, arrobasAbertas: number, precoEntrada: number, dataEntrada: string, precoSaida?: number | null, dataSaida?: string | null, status: string, observacao?: string | null, precoAtual?: number | null, cotacaoEm?: string | null, resultadoRealizado: number, resultadoAberto?: number | null, resultado?: number | null, lotes: Array<{ id: string, codigo: string, margemTravada?: { dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, sobreHedge: boolean } | null }>, saidas: Array<{ id: string, quantidadeContratos: number, precoSaida: number, dataSaida: string, resultado: number }> } };

export type DeleteHedgeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteHedgeMutation = { deleteHedge: boolean };

export type TemplateImportacaoPesagensQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateImportacaoPesagensQuery = { importacaoTemplate: { nomeArquivo: string, contentType: string, conteudoBase64: string } };

export type TemplateImportacaoAnimaisQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateImportacaoAnimaisQuery = { importacaoTemplate: { nomeArquivo: string, contentType: string, conteudoBase64: string } };

export type ImportarPesagensMutationVariables = Exact<{
  arquivo: ImportFileInput;
}>;


export type ImportarPesagensMutation = { importarPesagens: { importadas: number, ignoradas: number, erros: Array<string> } };

export type ImportarAnimaisMutationVariables = Exact<{
  arquivo: ImportFileInput;
}>;


export type ImportarAnimaisMutation = { importarAnimais: { importadas: number, ignoradas: number, erros: Array<string> } };

export type ListLotesQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BatchStatus>;
  raca?: InputMaybe<Scalars['String']['input']>;
  cidade?: InputMaybe<Scalars['String']['input']>;
  dataEntradaDe?: InputMaybe<Scalars['Date']['input']>;
  dataEntradaAte?: InputMaybe<Scalars['Date']['input']>;
  sortBy?: InputMaybe<BatchSortBy>;
  sortDirection?: InputMaybe<BatchSortDirection>;
}>;


export type ListLotesQuery = { lotes: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, codigo: string, descricao?: string | null, status: BatchStatus, quantidadeAnimais: number, pesoMedioEntrada: number, dataEntrada: string, dataPrevistaSaida?: string | null, raca?: string | null, cidade?: string | null, curralId?: string | null }> } };

export type LoteBaseFragment = { id: string, codigo: string, descricao?: string | null, status: BatchStatus, quantidadeAnimais: number, pesoMedioEntrada: number, dataEntrada: string, dataPrevistaSaida?: string | null, raca?: string | null, cidade?: string | null, curralId?: string | null };

export type LoteDetailFragment = { pesoMedioAtual: number, gmdMedio?: number | null, diasConfinamento: number, custoTotalRacao: number, custoTotalMedicamentos: number, pesoSaida?: number | null, rendimentoCarcaca?: number | null, gmdFinal?: number | null, dataSaida?: string | null, carenciaAte?: string | null, rendimentoEstimado: number, categoria: string, id: string, codigo: string, descricao?: string | null, status: BatchStatus, quantidadeAnimais: number, pesoMedioEntrada: number, dataEntrada: string, dataPrevistaSaida?: string | null, raca?: string | null, cidade?: string | null, curralId?: string | null, dieta?: { dietaId: string, dietaNome: string, desde: string } | null };

export type GetLoteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetLoteQuery = { lote: { pesoMedioAtual: number, gmdMedio?: number | null, diasConfinamento: number, custoTotalRacao: number, custoTotalMedicamentos: number, pesoSaida?: number | null, rendimentoCarcaca?: number | null, gmdFinal?: number | null, dataSaida?: string | null, carenciaAte?: string | null, rendimentoEstimado: number, categoria: string, id: string, codigo: string, descricao?: string | null, status: BatchStatus, quantidadeAnimais: number, pesoMedioEntrada: number, dataEntrada: string, dataPrevistaSaida?: string | null, raca?: string | null, cidade?: string | null, curralId?: string | null, dieta?: { dietaId: string, dietaNome: string, desde: string } | null } };

export type CreateLoteMutationVariables = Exact<{
  input: LoteInput;
}>;


export type CreateLoteMutation = { createLote: { pesoMedioAtual: number, gmdMedio?: number | null, diasConfinamento: number, custoTotalRacao: number, custoTotalMedicamentos: number, pesoSaida?: number | null, rendimentoCarcaca?: number | null, gmdFinal?: number | null, dataSaida?: string | null, carenciaAte?: string | null, rendimentoEstimado: number, categoria: string, id: string, codigo: string, descricao?: string | null, status: BatchStatus, quantidadeAnimais: number, pesoMedioEntrada: number, dataEntrada: string, dataPrevistaSaida?: string | null, raca?: string | null, cidade?: string | null, curralId?: string | null, dieta?: { dietaId: string, dietaNome: string, desde: string } | null } };

export type UpdateLoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: LoteInput;
}>;


export type UpdateLoteMutation = { updateLote: { pesoMedioAtual: number, gmdMedio?: number | null, diasConfinamento: number, custoTotalRacao: number, custoTotalMedicamentos: number, pesoSaida?: number | null, rendimentoCarcaca?: number | null, gmdFinal?: number | null, dataSaida?: string | null, carenciaAte?: string | null, rendimentoEstimado: number, categoria: string, id: string, codigo: string, descricao?: string | null, status: BatchStatus, quantidadeAnimais: number, pesoMedioEntrada: number, dataEntrada: string, dataPrevistaSaida?: string | null, raca?: string | null, cidade?: string | null, curralId?: string | null, dieta?: { dietaId: string, dietaNome: string, desde: string } | null } };

export type DeleteLoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteLoteMutation = { deleteLote: boolean };

export type FecharLoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: FecharLoteInput;
}>;


export type FecharLoteMutation = { fecharLote: { id: string, status: BatchStatus, pesoSaida: number, rendimentoCarcaca: number, gmdFinal?: number | null, diasConfinamento: number } };

export type LoteFiltrosQueryVariables = Exact<{ [key: string]: never; }>;


export type LoteFiltrosQuery = { loteFiltros: { cidades: Array<string>, racas: Array<string>, status: Array<BatchStatus> } };

export type MarketContractsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketContractsQuery = { marketContracts: Array<{ id: string, symbol: string, contractCode: string, description: string, expirationDate?: string | null, isActive: boolean }> };

export type MarketQuoteQueryVariables = Exact<{
  symbol?: InputMaybe<Scalars['String']['input']>;
  contractCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type MarketQuoteQuery = { marketQuote: { symbol: string, contractCode: string, price: number, openPrice: number, highPrice: number, lowPrice: number, variationPercent: number, volume: number, source: string, quoteTimestamp: string } };

export type MarketCandlesQueryVariables = Exact<{
  symbol?: InputMaybe<Scalars['String']['input']>;
  contractCode?: InputMaybe<Scalars['String']['input']>;
  timeframe?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MarketCandlesQuery = { marketCandles: Array<{ symbol: string, contractCode: string, timeframe: string, open: number, high: number, low: number, close: number, volume: number, source: string, candleTime: string }> };

export type MarketQuoteHistoryQueryVariables = Exact<{
  symbol?: InputMaybe<Scalars['String']['input']>;
  contractCode?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MarketQuoteHistoryQuery = { marketQuoteHistory: Array<{ symbol: string, contractCode: string, price: number, openPrice: number, highPrice: number, lowPrice: number, variationPercent: number, volume: number, source: string, quoteTimestamp: string }> };

export type MarketProviderHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketProviderHealthQuery = { marketProviderHealth: { provider: string, isHealthy: boolean, checkedAt: string } };

export type ListMedicamentosQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
}>;


export type ListMedicamentosQuery = { medicamentos: Array<{ id: string, nome: string, tipo: string, dataAplicacao: string, dosagem?: string | null, quantidadeAnimais: number, custoUnitario: number, custoTotal: number, loteId: string, observacao?: string | null, carenciaDias: number, fimCarencia: string }> };

export type GetMedicamentoQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type GetMedicamentoQuery = { medicamento: { id: string, nome: string, tipo: string, dataAplicacao: string, dosagem?: string | null, quantidadeAnimais: number, custoUnitario: number, custoTotal: number, loteId: string, observacao?: string | null, loteCodigo: string, fornecedor?: string | null, carenciaDias: number, fimCarencia: string } };

export type CreateMedicamentoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: MedicamentoInput;
}>;


export type CreateMedicamentoMutation = { createMedicamento: { id: string, nome: string, tipo: string, dataAplicacao: string, dosagem?: string | null, quantidadeAnimais: number, custoUnitario: number, custoTotal: number, loteId: string, observacao?: string | null, loteCodigo: string, fornecedor?: string | null, carenciaDias: number, fimCarencia: string } };

export type UpdateMedicamentoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: MedicamentoInput;
}>;


export type UpdateMedicamentoMutation = { updateMedicamento: { id: string, nome: string, tipo: string, dataAplicacao: string, dosagem?: string | null, quantidadeAnimais: number, custoUnitario: number, custoTotal: number, loteId: string, observacao?: string | null, loteCodigo: string, fornecedor?: string | null, carenciaDias: number, fimCarencia: string } };

export type DeleteMedicamentoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteMedicamentoMutation = { deleteMedicamento: boolean };

export type ListMedicamentoProdutosQueryVariables = Exact<{ [key: string]: never; }>;


export type ListMedicamentoProdutosQuery = { medicamentoProdutos: Array<{ nome: string, tipo: string, carenciaDias: number }> };

export type ListNotificacoesQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListNotificacoesQuery = { notificacoes: Array<{ id: string, titulo: string, mensagem: string, tipo: string, lida: boolean, criadaEm: string, dados: Record<string, unknown> }> };

export type CountNotificacoesNaoLidasQueryVariables = Exact<{ [key: string]: never; }>;


export type CountNotificacoesNaoLidasQuery = { notificacoesNaoLidas: { count: number } };

export type MarcarNotificacaoLidaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarcarNotificacaoLidaMutation = { marcarNotificacaoLida: { id: string, lida: boolean } };

export type MarcarTodasNotificacoesLidasMutationVariables = Exact<{ [key: string]: never; }>;


export type MarcarTodasNotificacoesLidasMutation = { marcarTodasNotificacoesLidas: { atualizadas: number, message: string } };

export type ListPesagensQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ListPesagensQuery = { pesagens: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, data: string, pesoMedio: number, quantidadeAnimais: number, observacao?: string | null, loteId: string, loteCodigo: string }> } };

export type ListPesagensDoLoteQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
}>;


export type ListPesagensDoLoteQuery = { pesagensDoLote: Array<{ id: string, data: string, pesoMedio: number, quantidadeAnimais: number, observacao?: string | null, loteId: string }> };

export type GetPesagemQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type GetPesagemQuery = { pesagem: { id: string, data: string, pesoMedio: number, quantidadeAnimais: number, observacao?: string | null, loteId: string, loteCodigo: string } };

export type PesagemDetailFragment = { id: string, data: string, pesoMedio: number, quantidadeAnimais: number, observacao?: string | null, loteId: string, loteCodigo: string };

export type CreatePesagemMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: PesagemInput;
}>;


export type CreatePesagemMutation = { createPesagem: { id: string, data: string, pesoMedio: number, quantidadeAnimais: number, observacao?: string | null, loteId: string, loteCodigo: string } };

export type UpdatePesagemMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: PesagemInput;
}>;


export type UpdatePesagemMutation = { updatePesagem: { id: string, data: string, pesoMedio: number, quantidadeAnimais: number, observacao?: string | null, loteId: string, loteCodigo: string } };

export type DeletePesagemMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeletePesagemMutation = { deletePesagem: boolean };

export type PrecoMercadoResumoQueryVariables = Exact<{
  fonte?: InputMaybe<Scalars['String']['input']>;
}>;


export type PrecoMercadoResumoQuery = { precoMercadoResumo: { mediaMovel7d: number, mediaMovel30d: number, ultimoPreco?: { id: string, data: string, precoArroba: number, variacao: number, variacaoPercentual: number } | null, historico: Array<{ id: string, data: string, precoArroba: number, variacao: number, variacaoPercentual: number }> } };

export type PrecoMercadoHistoricoQueryVariables = Exact<{
  fonte?: InputMaybe<Scalars['String']['input']>;
  dias?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PrecoMercadoHistoricoQuery = { precoMercadoHistorico: Array<{ id: string, data: string, precoArroba: number, variacao: number, variacaoPercentual: number }> };

export type CreatePrecoMercadoMutationVariables = Exact<{
  input: CreatePriceRecordInput;
}>;


export type CreatePrecoMercadoMutation = { createPrecoMercado: { id: string, data: string, precoArroba: number, variacao: number, variacaoPercentual: number, fonte: string, indice?: string | null } };

export type GetProjecaoLoteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  dias?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GetProjecaoLoteQuery = { projecaoLote: { loteId: string, loteCodigo: string, dataBase: string, horizonteDias: number, cabecas: number, rendimento: number, pesoBase: number, dataPesoBase: string, gmdBase: number, gmdOrigem: string, custoRacaoDiaBase: number, custoRacaoOrigem: string, custoTotalAtual: number, precoSpot: number, melhorDia?: number | null, melhorData?: string | null, melhorMargem?: number | null, pontoOtimoDia?: number | null, pontoOtimoData?: string | null, explicacao: string, precoEquilibrioPesagem?: number | null, carenciaAte?: string | null, carenciaProduto?: string | null, hedge: { diaReferencia: number, dataReferencia: string, arrobasReferencia: number, arrobasHedge: number, percentualHedge?: number | null, precoTravado?: number | null }, dias: Array<{ dia: number, data: string, diasConfinamento: number, gmd: number, pesoCabeca: number, custoRacaoDia: number, custoAcumulado: number, arrobas: number, precoEquilibrio?: number | null, contrato?: string | null, precoArroba: number, receita: number, margem: number, margemPercentual: number, custoMarginal?: number | null, receitaMarginal?: number | null, custoOperacionalDia: number, jurosDia: number, mortalidadeDia: number, precoFisico: number, receitaBruta: number, funrural: number, frete: number, precoEquilibrioLiquido?: number | null, diaVenda: boolean, bloqueio?: string | null }>, premissas: { categoria: string, ajusteCategoria: number, baseRegional: number, baseTipo: string, tipoPessoa: string, aliquotaFunrural: number, freteCabeca: number, jurosMensal: number, mortalidadeMensal: number, custoOperacionalCabecaDia: number, custoOperacionalDia: number } } };

export type GetConfiguracaoVendaQueryVariables = Exact<{ [key: string]: never; }>;


export type GetConfiguracaoVendaQuery = { configuracaoVenda: { baseRegional: number, baseTipo: string, tipoPessoa: string, freteCabeca: number, jurosMensal: number, mortalidadeMensal: number, ajusteNovilha: number } };

export type UpdateConfiguracaoVendaMutationVariables = Exact<{
  input: ConfiguracaoVendaInput;
}>;


export type UpdateConfiguracaoVendaMutation = { updateConfiguracaoVenda: { baseRegional: number, baseTipo: string, tipoPessoa: string, freteCabeca: number, jurosMensal: number, mortalidadeMensal: number, ajusteNovilha: number } };

export type ConfiguracaoVendaFieldsFragment = { baseRegional: number, baseTipo: string, tipoPessoa: string, freteCabeca: number, jurosMensal: number, mortalidadeMensal: number, ajusteNovilha: number };

export type ListProtocolosQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  atualizadoDesde?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type ListProtocolosQuery = { protocolos: Array<{ id: string, loteId: string, produto: string, tipo: SanitaryProtocolType, dataPrevista: string, dataRealizada?: string | null, quantidadeMl: number, custoPorAnimal: number, carenciaDias: number, fimCarencia?: string | null, realizado: boolean, atrasado: boolean, observacoes?: string | null, createdAt: string, atualizadoEm: string, deletedAt?: string | null }> };

export type ProtocolosDeltaQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProtocolosDeltaQuery = { protocolosDelta: { cursor: string, temMais: boolean, itens: Array<{ id: string, loteId: string, produto: string, tipo: SanitaryProtocolType, dataPrevista: string, dataRealizada?: string | null, quantidadeMl: number, custoPorAnimal: number, carenciaDias: number, fimCarencia?: string | null, realizado: boolean, atrasado: boolean, observacoes?: string | null, createdAt: string, atualizadoEm: string, deletedAt?: string | null }> } };

export type GetProtocoloQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type GetProtocoloQuery = { protocolo: { id: string, loteId: string, produto: string, tipo: SanitaryProtocolType, dataPrevista: string, dataRealizada?: string | null, quantidadeMl: number, custoPorAnimal: number, carenciaDias: number, fimCarencia?: string | null, realizado: boolean, atrasado: boolean, observacoes?: string | null, createdAt: string } };

export type CreateProtocoloMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: ProtocoloInput;
}>;


export type CreateProtocoloMutation = { createProtocolo: { id: string, loteId: string, produto: string, tipo: SanitaryProtocolType, dataPrevista: string, dataRealizada?: string | null, quantidadeMl: number, custoPorAnimal: number, carenciaDias: number, fimCarencia?: string | null, realizado: boolean, atrasado: boolean, observacoes?: string | null, createdAt: string } };

export type UpdateProtocoloMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: ProtocoloInput;
}>;


export type UpdateProtocoloMutation = { updateProtocolo: { id: string, loteId: string, produto: string, tipo: SanitaryProtocolType, dataPrevista: string, dataRealizada?: string | null, quantidadeMl: number, custoPorAnimal: number, carenciaDias: number, fimCarencia?: string | null, realizado: boolean, atrasado: boolean, observacoes?: string | null, createdAt: string } };

export type DeleteProtocoloMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteProtocoloMutation = { deleteProtocolo: boolean };

export type RealizarProtocoloMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: RealizarProtocoloInput;
}>;


export type RealizarProtocoloMutation = { realizarProtocolo: { id: string, loteId: string, produto: string, tipo: SanitaryProtocolType, dataPrevista: string, dataRealizada?: string | null, quantidadeMl: number, custoPorAnimal: number, carenciaDias: number, fimCarencia?: string | null, realizado: boolean, atrasado: boolean, observacoes?: string | null, createdAt: string } };

export type ListRacoesQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  dataCompraDe?: InputMaybe<Scalars['Date']['input']>;
  dataCompraAte?: InputMaybe<Scalars['Date']['input']>;
}>;


export type ListRacoesQuery = { racoes: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, nome: string, descricao?: string | null, custoKg: number, dataCompra: string, quantidadeKg: number, fornecedor?: string | null, materiaSecaPercentual: number, estoqueKg: number, estoqueMinimoKg?: number | null, estoqueNegativo: boolean, diasEstoque?: number | null }> } };

export type GetRacaoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetRacaoQuery = { racao: { id: string, nome: string, descricao?: string | null, custoKg: number, dataCompra: string, quantidadeKg: number, fornecedor?: string | null, composicao?: string | null, materiaSecaPercentual: number, estoqueKg: number, estoqueMinimoKg?: number | null, estoqueNegativo: boolean, diasEstoque?: number | null } };

export type CreateRacaoMutationVariables = Exact<{
  input: FeedInput;
}>;


export type CreateRacaoMutation = { createRacao: { id: string, nome: string, descricao?: string | null, custoKg: number, dataCompra: string, quantidadeKg: number, fornecedor?: string | null, composicao?: string | null, materiaSecaPercentual: number, estoqueKg: number, estoqueMinimoKg?: number | null, estoqueNegativo: boolean, diasEstoque?: number | null } };

export type UpdateRacaoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: FeedInput;
}>;


export type UpdateRacaoMutation = { updateRacao: { id: string, nome: string, descricao?: string | null, custoKg: number, dataCompra: string, quantidadeKg: number, fornecedor?: string | null, composicao?: string | null, materiaSecaPercentual: number, estoqueKg: number, estoqueMinimoKg?: number | null, estoqueNegativo: boolean, diasEstoque?: number | null } };

export type DeleteRacaoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRacaoMutation = { deleteRacao: boolean };

export type CreateEntradaRacaoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: FeedEntryInput;
}>;


export type CreateEntradaRacaoMutation = { createEntradaRacao: { id: string, racaoId: string, data: string, quantidadeKg: number, custoKg: number, estoqueKg: number, custoMedioKg: number } };

export type ListMovimentosRacaoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListMovimentosRacaoQuery = { movimentosRacao: Array<{ id: string, tipo: FeedMovementType, data: string, quantidadeKg: number, custoKg: number, custoTotal: number, loteId?: string | null, loteCodigo?: string | null, confirmacaoId?: string | null }> };

export type GetConfiguracaoResumoQueryVariables = Exact<{ [key: string]: never; }>;


export type GetConfiguracaoResumoQuery = { configuracaoResumo: { hora: number } };

export type UpdateConfiguracaoResumoMutationVariables = Exact<{
  input: ConfiguracaoResumoInput;
}>;


export type UpdateConfiguracaoResumoMutation = { updateConfiguracaoResumo: { hora: number } };

export type GetPreferenciaResumoQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPreferenciaResumoQuery = { preferenciaResumo: { email: boolean } };

export type UpdatePreferenciaResumoMutationVariables = Exact<{
  input: PreferenciaResumoInput;
}>;


export type UpdatePreferenciaResumoMutation = { updatePreferenciaResumo: { email: boolean } };

export type DescadastrarResumoMutationVariables = Exact<{
  input: DescadastroResumoInput;
}>;


export type DescadastrarResumoMutation = { descadastrarResumo: { message: string } };

export type SessaoPesagemCamposFragment = { id: string, origem: string, formato?: string | null, nomeArquivo?: string | null, status: string, observacao?: string | null, criadaEm: string, fechadaEm?: string | null, lidas: number, registradas: number, reimportada: boolean, lotes: Array<{ loteId: string, loteCodigo: string, quantidade: number, pesoMedio: number }>, leituras: Array<{ id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null }> };

export type ImportarSessaoPesagemMutationVariables = Exact<{
  arquivo: ImportFileInput;
}>;


export type ImportarSessaoPesagemMutation = { importarSessaoPesagem: { id: string, origem: string, formato?: string | null, nomeArquivo?: string | null, status: string, observacao?: string | null, criadaEm: string, fechadaEm?: string | null, lidas: number, registradas: number, reimportada: boolean, lotes: Array<{ loteId: string, loteCodigo: string, quantidade: number, pesoMedio: number }>, leituras: Array<{ id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null }> } };

export type GetSessaoPesagemQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetSessaoPesagemQuery = { sessaoPesagem: { id: string, origem: string, formato?: string | null, nomeArquivo?: string | null, status: string, observacao?: string | null, criadaEm: string, fechadaEm?: string | null, lidas: number, registradas: number, reimportada: boolean, lotes: Array<{ loteId: string, loteCodigo: string, quantidade: number, pesoMedio: number }>, leituras: Array<{ id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null }> } };

export type ApartacaoSessaoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  percentual?: InputMaybe<Scalars['Float']['input']>;
}>;


export type ApartacaoSessaoQuery = { apartacaoSessao: Array<{ animalId: string, identificacao: string, eid?: string | null, loteCodigo: string, pesoKg: number, pesoMedioLote: number, desvioPercentual: number, grupo: string }> };

export type AbrirSessaoPesagemMutationVariables = Exact<{
  input: OpenWeighingSessionInput;
}>;


export type AbrirSessaoPesagemMutation = { abrirSessaoPesagem: { id: string, origem: string, formato?: string | null, nomeArquivo?: string | null, status: string, observacao?: string | null, criadaEm: string, fechadaEm?: string | null, lidas: number, registradas: number, reimportada: boolean, lotes: Array<{ loteId: string, loteCodigo: string, quantidade: number, pesoMedio: number }>, leituras: Array<{ id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null }> } };

export type RegistrarLeituraSessaoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: WeighingReadingInput;
}>;


export type RegistrarLeituraSessaoMutation = { registrarLeituraSessao: { id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null } };

export type FecharSessaoPesagemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FecharSessaoPesagemMutation = { fecharSessaoPesagem: { id: string, origem: string, formato?: string | null, nomeArquivo?: string | null, status: string, observacao?: string | null, criadaEm: string, fechadaEm?: string | null, lidas: number, registradas: number, reimportada: boolean, lotes: Array<{ loteId: string, loteCodigo: string, quantidade: number, pesoMedio: number }>, leituras: Array<{ id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null }> } };

export type VincularLeituraSessaoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: LinkReadingInput;
}>;


export type VincularLeituraSessaoMutation = { vincularLeituraSessao: { id: string, linha: number, eid?: string | null, vid?: string | null, pesoKg?: number | null, data?: string | null, hora?: string | null, travada: boolean, situacao: WeighingReadingStatus, motivo?: string | null, animalId?: string | null, loteId?: string | null, pesagemAnimalId?: string | null, gmd?: number | null } };

export type ListSessoesPesagemQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  loteId?: InputMaybe<Scalars['ID']['input']>;
  origem?: InputMaybe<WeighingSessionOrigin>;
  status?: InputMaybe<WeighingSessionStatus>;
  de?: InputMaybe<Scalars['Date']['input']>;
  ate?: InputMaybe<Scalars['Date']['input']>;
}>;


export type ListSessoesPesagemQuery = { sessoesPesagem: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, origem: string, formato?: string | null, nomeArquivo?: string | null, status: string, observacao?: string | null, criadaEm: string, fechadaEm?: string | null, lidas: number, registradas: number, desconhecidas: number }> } };

export type ListTenantsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListTenantsQuery = { tenants: Array<{ id: string, nome: string, slug: string, criadoEm: string }> };

export type CreateTenantMutationVariables = Exact<{
  input: CreateTenantInput;
}>;


export type CreateTenantMutation = { createTenant: { id: string, nome: string, slug: string, admin: { id: string, nome: string, email: string, role: Role } } };

export type ListLeiturasCochoQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  atualizadoDesde?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type ListLeiturasCochoQuery = { leiturasCocho: Array<{ id: string, data: string, nota: number, observacao?: string | null, atualizadoEm: string }> };

export type LeiturasCochoDeltaQueryVariables = Exact<{
  loteId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LeiturasCochoDeltaQuery = { leiturasCochoDelta: { cursor: string, temMais: boolean, itens: Array<{ id: string, data: string, nota: number, observacao?: string | null, atualizadoEm: string }> } };

export type CreateLeituraCochoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  input: BunkReadingInput;
}>;


export type CreateLeituraCochoMutation = { createLeituraCocho: { id: string, data: string, nota: number, observacao?: string | null } };

export type UpdateLeituraCochoMutationVariables = Exact<{
  loteId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: BunkReadingInput;
}>;


export type UpdateLeituraCochoMutation = { updateLeituraCocho: { id: string, data: string, nota: number, observacao?: string | null } };

export type ListTratosQueryVariables = Exact<{
  data?: InputMaybe<Scalars['Date']['input']>;
}>;


export type ListTratosQuery = { tratos: Array<{ loteId: string, loteCodigo: string, curralCodigo: string, dietaId: string, dietaNome: string, cabecas: number, notaCocho?: number | null, leituraCochoId?: string | null, kgPrevisto: number, kgPrevistoPorCabeca: number, kgFornecidoOntem?: number | null, confirmacaoId?: string | null, kgFornecido?: number | null, carenciaAte?: string | null }> };

export type ConfirmacaoFieldsFragment = { id: string, data: string, loteId: string, kgFornecido: number, dietaId: string, dietaNome: string, dietaVersao: number, custoTotal: number, consumos: Array<{ id: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number }> };

export type ConfirmarTratoMutationVariables = Exact<{
  input: FeedingConfirmationInput;
}>;


export type ConfirmarTratoMutation = { confirmarTrato: { id: string, data: string, loteId: string, kgFornecido: number, dietaId: string, dietaNome: string, dietaVersao: number, custoTotal: number, consumos: Array<{ id: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number }> } };

export type CorrigirTratoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: FeedingCorrectionInput;
}>;


export type CorrigirTratoMutation = { corrigirTrato: { id: string, data: string, loteId: string, kgFornecido: number, dietaId: string, dietaNome: string, dietaVersao: number, custoTotal: number, consumos: Array<{ id: string, racaoId: string, racaoNome: string, quantidadeKg: number, custoTotal: number }> } };

export type DeleteConfirmacaoTratoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteConfirmacaoTratoMutation = { deleteConfirmacaoTrato: boolean };

export type ListCarregamentosQueryVariables = Exact<{
  data?: InputMaybe<Scalars['Date']['input']>;
  capacidadeKg: Scalars['Float']['input'];
}>;


export type ListCarregamentosQuery = { carregamentos: Array<{ dietaId: string, dietaNome: string, kgTotal: number, numeroCargas: number, kgPorCarga: number, ingredientes: Array<{ racaoId: string, racaoNome: string, kg: number }> }> };

export type PeriodoEficienciaFieldsFragment = { de: string, ate: string, dias: number, kgFornecido: number, kgMateriaSeca: number, materiaSecaPorCabecaDia?: number | null, ganhoKg: number, conversaoAlimentar?: number | null, custoRacao: number, custoPorKgGanho?: number | null };

export type GetEficienciaLoteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetEficienciaLoteQuery = { eficienciaLote: { loteId: string, loteCodigo: string, cabecas: number, total: { de: string, ate: string, dias: number, kgFornecido: number, kgMateriaSeca: number, materiaSecaPorCabecaDia?: number | null, ganhoKg: number, conversaoAlimentar?: number | null, custoRacao: number, custoPorKgGanho?: number | null }, ultimos30Dias: { de: string, ate: string, dias: number, kgFornecido: number, kgMateriaSeca: number, materiaSecaPorCabecaDia?: number | null, ganhoKg: number, conversaoAlimentar?: number | null, custoRacao: number, custoPorKgGanho?: number | null } } };

export type ListUsersQueryVariables = Exact<{
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListUsersQuery = { users: { pageNumber: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ id: string, nome: string, email: string, role: Role, ativo: boolean, criadoEm: string }> } };

export type GetUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetUserQuery = { user: { id: string, nome: string, email: string, role: Role, ativo: boolean, criadoEm: string, ultimoLogin?: string | null } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, nome: string, email: string, role: Role, ativo: boolean } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, nome: string, email: string, role: Role, ativo: boolean, criadoEm: string } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type ToggleUserActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ToggleUserActiveMutation = { toggleUserActive: { id: string, nome: string, ativo: boolean, message: string } };

export const CurralFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurralFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"capacidade"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"lote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}}]}}]}}]} as unknown as DocumentNode<CurralFieldsFragment, unknown>;
export const DietaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DietaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<DietaFieldsFragment, unknown>;
export const HedgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"direcao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"contratosAbertos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"saidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"cotacaoEm"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}}]} as unknown as DocumentNode<HedgeFieldsFragment, unknown>;
export const HedgeLotesCoberturaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeLotesCobertura"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"margemTravada"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"sobreHedge"}}]}}]}}]} as unknown as DocumentNode<HedgeLotesCoberturaFragment, unknown>;
export const MargemTravadaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MargemTravadaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchLockedMargin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"diaReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"sobreHedge"}},{"kind":"Field","name":{"kind":"Name","value":"precoTravado"}},{"kind":"Field","name":{"kind":"Name","value":"margemFisica"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoHedgeRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoHedgeAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoHedge"}},{"kind":"Field","name":{"kind":"Name","value":"posicoesSemCotacao"}},{"kind":"Field","name":{"kind":"Name","value":"margemTravada"}}]}}]} as unknown as DocumentNode<MargemTravadaFieldsFragment, unknown>;
export const LoteBaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteBase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevistaSaida"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"curralId"}}]}}]} as unknown as DocumentNode<LoteBaseFragment, unknown>;
export const LoteDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteBase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioAtual"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedio"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"pesoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"gmdFinal"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaAte"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"dieta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"desde"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteBase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevistaSaida"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"curralId"}}]}}]} as unknown as DocumentNode<LoteDetailFragment, unknown>;
export const PesagemDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesagemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Weighing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}}]}}]} as unknown as DocumentNode<PesagemDetailFragment, unknown>;
export const ConfiguracaoVendaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguracaoVendaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SaleSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseRegional"}},{"kind":"Field","name":{"kind":"Name","value":"baseTipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPessoa"}},{"kind":"Field","name":{"kind":"Name","value":"freteCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"jurosMensal"}},{"kind":"Field","name":{"kind":"Name","value":"mortalidadeMensal"}},{"kind":"Field","name":{"kind":"Name","value":"ajusteNovilha"}}]}}]} as unknown as DocumentNode<ConfiguracaoVendaFieldsFragment, unknown>;
export const SessaoPesagemCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessaoPesagemCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"formato"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"fechadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"lidas"}},{"kind":"Field","name":{"kind":"Name","value":"registradas"}},{"kind":"Field","name":{"kind":"Name","value":"reimportada"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leituras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<SessaoPesagemCamposFragment, unknown>;
export const ConfirmacaoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmacaoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecido"}},{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"dietaVersao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"consumos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}}]}}]}}]} as unknown as DocumentNode<ConfirmacaoFieldsFragment, unknown>;
export const PeriodoEficienciaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodoEficienciaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingEfficiencyPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"ate"}},{"kind":"Field","name":{"kind":"Name","value":"dias"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecido"}},{"kind":"Field","name":{"kind":"Name","value":"kgMateriaSeca"}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPorCabecaDia"}},{"kind":"Field","name":{"kind":"Name","value":"ganhoKg"}},{"kind":"Field","name":{"kind":"Name","value":"conversaoAlimentar"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorKgGanho"}}]}}]} as unknown as DocumentNode<PeriodoEficienciaFieldsFragment, unknown>;
export const ListAlertasPrecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAlertasPreco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertasPreco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valorAlvo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<ListAlertasPrecoQuery, ListAlertasPrecoQueryVariables>;
export const CreateAlertaPrecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAlertaPreco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlertaPreco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valorAlvo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<CreateAlertaPrecoMutation, CreateAlertaPrecoMutationVariables>;
export const UpdateAlertaPrecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAlertaPreco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlertaPreco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valorAlvo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<UpdateAlertaPrecoMutation, UpdateAlertaPrecoMutationVariables>;
export const DeleteAlertaPrecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAlertaPreco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlertaPreco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAlertaPrecoMutation, DeleteAlertaPrecoMutationVariables>;
export const ListAnimaisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAnimais"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"brinco"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<ListAnimaisQuery, ListAnimaisQueryVariables>;
export const GetAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"brinco"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"dataMorte"}},{"kind":"Field","name":{"kind":"Name","value":"causaMorte"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"pesoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pesoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}},{"kind":"Field","name":{"kind":"Name","value":"pesoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<GetAnimalQuery, GetAnimalQueryVariables>;
export const ListLoteAnimaisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListLoteAnimais"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"atualizadoDesde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animaisByLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"atualizadoDesde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"atualizadoDesde"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"brinco"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<ListLoteAnimaisQuery, ListLoteAnimaisQueryVariables>;
export const AnimaisDeltaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnimaisDelta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animaisByLoteDelta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"brinco"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"temMais"}}]}}]}}]} as unknown as DocumentNode<AnimaisDeltaQuery, AnimaisDeltaQueryVariables>;
export const CreateAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnimal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"brinco"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"dataMorte"}},{"kind":"Field","name":{"kind":"Name","value":"causaMorte"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"pesoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pesoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}}]}}]}}]} as unknown as DocumentNode<CreateAnimalMutation, CreateAnimalMutationVariables>;
export const CreateAnimaisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnimais"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAnimaisInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnimais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criados"}},{"kind":"Field","name":{"kind":"Name","value":"erros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indice"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAnimaisMutation, CreateAnimaisMutationVariables>;
export const UpdateAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnimal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"brinco"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"dataMorte"}},{"kind":"Field","name":{"kind":"Name","value":"causaMorte"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"pesoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pesoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}}]}}]}}]} as unknown as DocumentNode<UpdateAnimalMutation, UpdateAnimalMutationVariables>;
export const DeleteAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnimal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAnimalMutation, DeleteAnimalMutationVariables>;
export const RegisterMortalidadeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterMortalidade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MortalidadeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerMortalidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dataMorte"}},{"kind":"Field","name":{"kind":"Name","value":"causa"}}]}}]}}]} as unknown as DocumentNode<RegisterMortalidadeMutation, RegisterMortalidadeMutationVariables>;
export const RegisterVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pesoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pesoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterVendaMutation, RegisterVendaMutationVariables>;
export const ListPesagensAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListPesagensAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesagensAnimal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"animalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"peso"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<ListPesagensAnimalQuery, ListPesagensAnimalQueryVariables>;
export const CreatePesagemAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePesagemAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PesagemAnimalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPesagemAnimal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"animalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"peso"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<CreatePesagemAnimalMutation, CreatePesagemAnimalMutationVariables>;
export const DeletePesagemAnimalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePesagemAnimal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pesagemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePesagemAnimal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"animalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pesagemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pesagemId"}}}]}]}}]} as unknown as DocumentNode<DeletePesagemAnimalMutation, DeletePesagemAnimalMutationVariables>;
export const RegisterGtaVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterGtaVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GtaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerGtaVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterGtaVendaMutation, RegisterGtaVendaMutationVariables>;
export const RegisterGtaSaidaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterGtaSaida"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExitGtaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerGtaSaida"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterGtaSaidaMutation, RegisterGtaSaidaMutationVariables>;
export const RemoveGtaVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGtaVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGtaVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveGtaVendaMutation, RemoveGtaVendaMutationVariables>;
export const RemoveGtaSaidaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGtaSaida"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExitGtaKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGtaSaida"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveGtaSaidaMutation, RemoveGtaSaidaMutationVariables>;
export const ListAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"userEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"operationName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}}]}}]}}]} as unknown as DocumentNode<ListAuditQuery, ListAuditQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RegisterDeviceTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterDeviceToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDeviceToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterDeviceTokenMutation, RegisterDeviceTokenMutationVariables>;
export const RemoveDeviceTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDeviceToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveDeviceTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDeviceToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemoveDeviceTokenMutation, RemoveDeviceTokenMutationVariables>;
export const ListComprasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCompras"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"frete"}},{"kind":"Field","name":{"kind":"Name","value":"comissao"}},{"kind":"Field","name":{"kind":"Name","value":"vendedor"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"valorCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<ListComprasQuery, ListComprasQueryVariables>;
export const GetCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"frete"}},{"kind":"Field","name":{"kind":"Name","value":"comissao"}},{"kind":"Field","name":{"kind":"Name","value":"vendedor"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"valorCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<GetCompraQuery, GetCompraQueryVariables>;
export const CreateCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"frete"}},{"kind":"Field","name":{"kind":"Name","value":"comissao"}},{"kind":"Field","name":{"kind":"Name","value":"vendedor"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"valorCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCompraMutation, CreateCompraMutationVariables>;
export const UpdateCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"frete"}},{"kind":"Field","name":{"kind":"Name","value":"comissao"}},{"kind":"Field","name":{"kind":"Name","value":"vendedor"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"valorCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"gta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"dataEmissao"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCompraMutation, UpdateCompraMutationVariables>;
export const DeleteCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCompraMutation, DeleteCompraMutationVariables>;
export const ListConsumosRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListConsumosRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumosRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}}]}}]}}]} as unknown as DocumentNode<ListConsumosRacaoQuery, ListConsumosRacaoQueryVariables>;
export const GetConsumoRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetConsumoRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumoRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<GetConsumoRacaoQuery, GetConsumoRacaoQueryVariables>;
export const CreateConsumoRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConsumoRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedConsumptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsumoRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}}]}}]}}]} as unknown as DocumentNode<CreateConsumoRacaoMutation, CreateConsumoRacaoMutationVariables>;
export const UpdateConsumoRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConsumoRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedConsumptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsumoRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}}]}}]}}]} as unknown as DocumentNode<UpdateConsumoRacaoMutation, UpdateConsumoRacaoMutationVariables>;
export const DeleteConsumoRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConsumoRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConsumoRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteConsumoRacaoMutation, DeleteConsumoRacaoMutationVariables>;
export const ListCurraisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCurrais"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurralFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurralFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"capacidade"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"lote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}}]}}]}}]} as unknown as DocumentNode<ListCurraisQuery, ListCurraisQueryVariables>;
export const GetCurralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCurral"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurralFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurralFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"capacidade"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"lote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}}]}}]}}]} as unknown as DocumentNode<GetCurralQuery, GetCurralQueryVariables>;
export const CreateCurralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCurral"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCurral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurralFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurralFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"capacidade"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"lote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}}]}}]}}]} as unknown as DocumentNode<CreateCurralMutation, CreateCurralMutationVariables>;
export const UpdateCurralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCurral"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurralFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurralFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"capacidade"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"lote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}}]}}]}}]} as unknown as DocumentNode<UpdateCurralMutation, UpdateCurralMutationVariables>;
export const DeleteCurralDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCurral"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCurral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCurralMutation, DeleteCurralMutationVariables>;
export const ListCustosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCustos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoria"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"custos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoria"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoria"}}},{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<ListCustosQuery, ListCustosQueryVariables>;
export const GetCustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"custo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<GetCustoQuery, GetCustoQueryVariables>;
export const CreateCustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<CreateCustoMutation, CreateCustoMutationVariables>;
export const UpdateCustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<UpdateCustoMutation, UpdateCustoMutationVariables>;
export const DeleteCustoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCusto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCusto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCustoMutation, DeleteCustoMutationVariables>;
export const DashboardSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalLotesAtivos"}},{"kind":"Field","name":{"kind":"Name","value":"totalLotesFechados"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnimaisAtivos"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnimaisVendidos"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnimaisMortos"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioAtual"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedioGeral"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"receitaTotalVendas"}},{"kind":"Field","name":{"kind":"Name","value":"precoArrobaAtual"}},{"kind":"Field","name":{"kind":"Name","value":"lotesProximosFechamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioAtual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alertasNaoLidos"}}]}}]}}]} as unknown as DocumentNode<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const ListDietasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListDietas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DietaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DietaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<ListDietasQuery, ListDietasQueryVariables>;
export const GetDietaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDieta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dieta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DietaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DietaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<GetDietaQuery, GetDietaQueryVariables>;
export const ListDietaVersoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListDietaVersoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietaVersoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<ListDietaVersoesQuery, ListDietaVersoesQueryVariables>;
export const CreateDietaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDieta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DietInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDieta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DietaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DietaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<CreateDietaMutation, CreateDietaMutationVariables>;
export const UpdateDietaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDieta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DietInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDieta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DietaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DietaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<UpdateDietaMutation, UpdateDietaMutationVariables>;
export const DeleteDietaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDieta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDieta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDietaMutation, DeleteDietaMutationVariables>;
export const SetLoteDietaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLoteDieta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchDietInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLoteDieta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"desde"}}]}}]}}]} as unknown as DocumentNode<SetLoteDietaMutation, SetLoteDietaMutationVariables>;
export const FinanceiroSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinanceiroSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financeiroSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receitaTotal"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"lucroLiquido"}},{"kind":"Field","name":{"kind":"Name","value":"margemLiquida"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"custoCompraAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoProtocolos"}},{"kind":"Field","name":{"kind":"Name","value":"custoOutros"}},{"kind":"Field","name":{"kind":"Name","value":"receitaVendas"}},{"kind":"Field","name":{"kind":"Name","value":"totalLotesAtivos"}},{"kind":"Field","name":{"kind":"Name","value":"totalLotesFechados"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotes"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"receitaVendas"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"margem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emAndamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotes"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"receitaVendas"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"margem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custoForaDosLotes"}}]}}]}}]} as unknown as DocumentNode<FinanceiroSummaryQuery, FinanceiroSummaryQueryVariables>;
export const RentabilidadeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rentabilidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentabilidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"custoCompra"}},{"kind":"Field","name":{"kind":"Name","value":"custoProtocolos"}},{"kind":"Field","name":{"kind":"Name","value":"custoOutros"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"margemEstimada"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"precoEquilibrio"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}}]}}]}}]} as unknown as DocumentNode<RentabilidadeQuery, RentabilidadeQueryVariables>;
export const RentabilidadeLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentabilidadeLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentabilidadeLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"custoCompra"}},{"kind":"Field","name":{"kind":"Name","value":"custoProtocolos"}},{"kind":"Field","name":{"kind":"Name","value":"custoOutros"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"margemEstimada"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"precoEquilibrio"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorKgGanho"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedio"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasSaida"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasProduzidas"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RentabilidadeLoteQuery, RentabilidadeLoteQueryVariables>;
export const CategoriasGastoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasGasto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasGasto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}}]}}]} as unknown as DocumentNode<CategoriasGastoQuery, CategoriasGastoQueryVariables>;
export const RelatorioVendasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatorioVendas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioVendas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalVendas"}},{"kind":"Field","name":{"kind":"Name","value":"receitaTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotalVendido"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasTotais"}},{"kind":"Field","name":{"kind":"Name","value":"valorMedioArroba"}},{"kind":"Field","name":{"kind":"Name","value":"vendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"dataVenda"}},{"kind":"Field","name":{"kind":"Name","value":"pesoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"valorArroba"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pesoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}},{"kind":"Field","name":{"kind":"Name","value":"gtaUf"}},{"kind":"Field","name":{"kind":"Name","value":"gtaSerie"}},{"kind":"Field","name":{"kind":"Name","value":"gtaNumero"}},{"kind":"Field","name":{"kind":"Name","value":"gtaDataEmissao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pesoCarcacaTotal"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasVivas"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}}]}}]}}]} as unknown as DocumentNode<RelatorioVendasQuery, RelatorioVendasQueryVariables>;
export const ResultadoAnimaisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultadoAnimais"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultadoAnimais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"pesoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"pesoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"ganhoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}},{"kind":"Field","name":{"kind":"Name","value":"custoCompra"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoVenda"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"baseArroba"}}]}}]}}]} as unknown as DocumentNode<ResultadoAnimaisQuery, ResultadoAnimaisQueryVariables>;
export const DesempenhoRacaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesempenhoRaca"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"desempenhoRaca"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"totalLotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"lotesAtivos"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedio"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMin"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMax"}},{"kind":"Field","name":{"kind":"Name","value":"taxaMortalidade"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalMedio"}}]}}]}}]} as unknown as DocumentNode<DesempenhoRacaQuery, DesempenhoRacaQueryVariables>;
export const RelatorioFinanceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatorioFinanceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioFinanceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"ate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoMed"}},{"kind":"Field","name":{"kind":"Name","value":"custoOutros"}},{"kind":"Field","name":{"kind":"Name","value":"custoAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totais"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoMed"}},{"kind":"Field","name":{"kind":"Name","value":"custoOutros"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnimais"}}]}}]}}]}}]} as unknown as DocumentNode<RelatorioFinanceiroQuery, RelatorioFinanceiroQueryVariables>;
export const MovimentacoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Movimentacoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoMovimentacao"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gtaUf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gtaSerie"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gtaNumero"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movimentacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gtaUf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gtaUf"}}},{"kind":"Argument","name":{"kind":"Name","value":"gtaSerie"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gtaSerie"}}},{"kind":"Argument","name":{"kind":"Name","value":"gtaNumero"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gtaNumero"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"compraId"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"gtaUf"}},{"kind":"Field","name":{"kind":"Name","value":"gtaSerie"}},{"kind":"Field","name":{"kind":"Name","value":"gtaNumero"}},{"kind":"Field","name":{"kind":"Name","value":"gtaDataEmissao"}}]}}]}}]} as unknown as DocumentNode<MovimentacoesQuery, MovimentacoesQueryVariables>;
export const DocumentosPendentesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentosPendentes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoMovimentacao"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentosPendentes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"compraId"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoTotal"}}]}}]}}]} as unknown as DocumentNode<DocumentosPendentesQuery, DocumentosPendentesQueryVariables>;
export const HealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<HealthQuery, HealthQueryVariables>;
export const LiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<LiveQuery, LiveQueryVariables>;
export const ListHedgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListHedges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hedges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"direcao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"contratosAbertos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"saidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"cotacaoEm"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}}]} as unknown as DocumentNode<ListHedgesQuery, ListHedgesQueryVariables>;
export const HedgeResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HedgeResumo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hedgeResumo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posicoesAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"posicoesEncerradas"}},{"kind":"Field","name":{"kind":"Name","value":"posicoesSemCotacao"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasLiquidas"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoTotal"}}]}}]}}]} as unknown as DocumentNode<HedgeResumoQuery, HedgeResumoQueryVariables>;
export const GetHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"direcao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"contratosAbertos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"saidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"cotacaoEm"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}}]} as unknown as DocumentNode<GetHedgeQuery, GetHedgeQueryVariables>;
export const GetMargemTravadaLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMargemTravadaLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dias"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"margemTravadaLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MargemTravadaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MargemTravadaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchLockedMargin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"diaReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"sobreHedge"}},{"kind":"Field","name":{"kind":"Name","value":"precoTravado"}},{"kind":"Field","name":{"kind":"Name","value":"margemFisica"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoHedgeRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoHedgeAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoHedge"}},{"kind":"Field","name":{"kind":"Name","value":"posicoesSemCotacao"}},{"kind":"Field","name":{"kind":"Name","value":"margemTravada"}}]}}]} as unknown as DocumentNode<GetMargemTravadaLoteQuery, GetMargemTravadaLoteQueryVariables>;
export const CreateHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeLotesCobertura"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"direcao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"contratosAbertos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"saidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"cotacaoEm"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeLotesCobertura"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"margemTravada"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"sobreHedge"}}]}}]}}]} as unknown as DocumentNode<CreateHedgeMutation, CreateHedgeMutationVariables>;
export const UpdateHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeLotesCobertura"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"direcao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"contratosAbertos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"saidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"cotacaoEm"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeLotesCobertura"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"margemTravada"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"sobreHedge"}}]}}]}}]} as unknown as DocumentNode<UpdateHedgeMutation, UpdateHedgeMutationVariables>;
export const CloseHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeExitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeLotesCobertura"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"direcao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"contratosAbertos"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasAbertas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"saidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeContratos"}},{"kind":"Field","name":{"kind":"Name","value":"precoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"cotacaoEm"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoRealizado"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoAberto"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeLotesCobertura"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"margemTravada"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"sobreHedge"}}]}}]}}]} as unknown as DocumentNode<CloseHedgeMutation, CloseHedgeMutationVariables>;
export const DeleteHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteHedgeMutation, DeleteHedgeMutationVariables>;
export const TemplateImportacaoPesagensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateImportacaoPesagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importacaoTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"EnumValue","value":"pesagens"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"conteudoBase64"}}]}}]}}]} as unknown as DocumentNode<TemplateImportacaoPesagensQuery, TemplateImportacaoPesagensQueryVariables>;
export const TemplateImportacaoAnimaisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateImportacaoAnimais"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importacaoTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"EnumValue","value":"animais"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"conteudoBase64"}}]}}]}}]} as unknown as DocumentNode<TemplateImportacaoAnimaisQuery, TemplateImportacaoAnimaisQueryVariables>;
export const ImportarPesagensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportarPesagens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"arquivo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importarPesagens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"arquivo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"arquivo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importadas"}},{"kind":"Field","name":{"kind":"Name","value":"ignoradas"}},{"kind":"Field","name":{"kind":"Name","value":"erros"}}]}}]}}]} as unknown as DocumentNode<ImportarPesagensMutation, ImportarPesagensMutationVariables>;
export const ImportarAnimaisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportarAnimais"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"arquivo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importarAnimais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"arquivo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"arquivo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importadas"}},{"kind":"Field","name":{"kind":"Name","value":"ignoradas"}},{"kind":"Field","name":{"kind":"Name","value":"erros"}}]}}]}}]} as unknown as DocumentNode<ImportarAnimaisMutation, ImportarAnimaisMutationVariables>;
export const ListLotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListLotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raca"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cidade"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataEntradaDe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataEntradaAte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchSortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"raca"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raca"}}},{"kind":"Argument","name":{"kind":"Name","value":"cidade"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cidade"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataEntradaDe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataEntradaDe"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataEntradaAte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataEntradaAte"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteBase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteBase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevistaSaida"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"curralId"}}]}}]} as unknown as DocumentNode<ListLotesQuery, ListLotesQueryVariables>;
export const GetLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteBase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevistaSaida"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"curralId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteBase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioAtual"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedio"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"pesoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"gmdFinal"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaAte"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"dieta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"desde"}}]}}]}}]} as unknown as DocumentNode<GetLoteQuery, GetLoteQueryVariables>;
export const CreateLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteBase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevistaSaida"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"curralId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteBase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioAtual"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedio"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"pesoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"gmdFinal"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaAte"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"dieta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"desde"}}]}}]}}]} as unknown as DocumentNode<CreateLoteMutation, CreateLoteMutationVariables>;
export const UpdateLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteBase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrada"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevistaSaida"}},{"kind":"Field","name":{"kind":"Name","value":"raca"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"curralId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Batch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoteBase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioAtual"}},{"kind":"Field","name":{"kind":"Name","value":"gmdMedio"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalMedicamentos"}},{"kind":"Field","name":{"kind":"Name","value":"pesoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"gmdFinal"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaAte"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"dieta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"desde"}}]}}]}}]} as unknown as DocumentNode<UpdateLoteMutation, UpdateLoteMutationVariables>;
export const DeleteLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLoteMutation, DeleteLoteMutationVariables>;
export const FecharLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FecharLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FecharLoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecharLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pesoSaida"}},{"kind":"Field","name":{"kind":"Name","value":"rendimentoCarcaca"}},{"kind":"Field","name":{"kind":"Name","value":"gmdFinal"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}}]}}]}}]} as unknown as DocumentNode<FecharLoteMutation, FecharLoteMutationVariables>;
export const LoteFiltrosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoteFiltros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteFiltros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cidades"}},{"kind":"Field","name":{"kind":"Name","value":"racas"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LoteFiltrosQuery, LoteFiltrosQueryVariables>;
export const MarketContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"contractCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<MarketContractsQuery, MarketContractsQueryVariables>;
export const MarketQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"contractCode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"openPrice"}},{"kind":"Field","name":{"kind":"Name","value":"highPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lowPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variationPercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTimestamp"}}]}}]}}]} as unknown as DocumentNode<MarketQuoteQuery, MarketQuoteQueryVariables>;
export const MarketCandlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketCandles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketCandles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeframe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"contractCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"close"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"candleTime"}}]}}]}}]} as unknown as DocumentNode<MarketCandlesQuery, MarketCandlesQueryVariables>;
export const MarketQuoteHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketQuoteHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketQuoteHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"contractCode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"openPrice"}},{"kind":"Field","name":{"kind":"Name","value":"highPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lowPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variationPercent"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTimestamp"}}]}}]}}]} as unknown as DocumentNode<MarketQuoteHistoryQuery, MarketQuoteHistoryQueryVariables>;
export const MarketProviderHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketProviderHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketProviderHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"isHealthy"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<MarketProviderHealthQuery, MarketProviderHealthQueryVariables>;
export const ListMedicamentosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMedicamentos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicamentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataAplicacao"}},{"kind":"Field","name":{"kind":"Name","value":"dosagem"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}}]}}]}}]} as unknown as DocumentNode<ListMedicamentosQuery, ListMedicamentosQueryVariables>;
export const GetMedicamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMedicamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataAplicacao"}},{"kind":"Field","name":{"kind":"Name","value":"dosagem"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}}]}}]}}]} as unknown as DocumentNode<GetMedicamentoQuery, GetMedicamentoQueryVariables>;
export const CreateMedicamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMedicamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MedicamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMedicamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataAplicacao"}},{"kind":"Field","name":{"kind":"Name","value":"dosagem"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}}]}}]}}]} as unknown as DocumentNode<CreateMedicamentoMutation, CreateMedicamentoMutationVariables>;
export const UpdateMedicamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMedicamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MedicamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMedicamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataAplicacao"}},{"kind":"Field","name":{"kind":"Name","value":"dosagem"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"custoUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}}]}}]}}]} as unknown as DocumentNode<UpdateMedicamentoMutation, UpdateMedicamentoMutationVariables>;
export const DeleteMedicamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMedicamento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMedicamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMedicamentoMutation, DeleteMedicamentoMutationVariables>;
export const ListMedicamentoProdutosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMedicamentoProdutos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicamentoProdutos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}}]}}]}}]} as unknown as DocumentNode<ListMedicamentoProdutosQuery, ListMedicamentoProdutosQueryVariables>;
export const ListNotificacoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListNotificacoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"lida"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"dados"}}]}}]}}]} as unknown as DocumentNode<ListNotificacoesQuery, ListNotificacoesQueryVariables>;
export const CountNotificacoesNaoLidasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountNotificacoesNaoLidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificacoesNaoLidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CountNotificacoesNaoLidasQuery, CountNotificacoesNaoLidasQueryVariables>;
export const MarcarNotificacaoLidaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarcarNotificacaoLida"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marcarNotificacaoLida"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lida"}}]}}]}}]} as unknown as DocumentNode<MarcarNotificacaoLidaMutation, MarcarNotificacaoLidaMutationVariables>;
export const MarcarTodasNotificacoesLidasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarcarTodasNotificacoesLidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marcarTodasNotificacoesLidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizadas"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MarcarTodasNotificacoesLidasMutation, MarcarTodasNotificacoesLidasMutationVariables>;
export const ListPesagensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListPesagens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesagens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<ListPesagensQuery, ListPesagensQueryVariables>;
export const ListPesagensDoLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListPesagensDoLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesagensDoLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}}]}}]}}]} as unknown as DocumentNode<ListPesagensDoLoteQuery, ListPesagensDoLoteQueryVariables>;
export const GetPesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PesagemDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesagemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Weighing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}}]}}]} as unknown as DocumentNode<GetPesagemQuery, GetPesagemQueryVariables>;
export const CreatePesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PesagemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PesagemDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesagemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Weighing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}}]}}]} as unknown as DocumentNode<CreatePesagemMutation, CreatePesagemMutationVariables>;
export const UpdatePesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PesagemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PesagemDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesagemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Weighing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeAnimais"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}}]}}]} as unknown as DocumentNode<UpdatePesagemMutation, UpdatePesagemMutationVariables>;
export const DeletePesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePesagemMutation, DeletePesagemMutationVariables>;
export const PrecoMercadoResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrecoMercadoResumo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fonte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"precoMercadoResumo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fonte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fonte"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ultimoPreco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"precoArroba"}},{"kind":"Field","name":{"kind":"Name","value":"variacao"}},{"kind":"Field","name":{"kind":"Name","value":"variacaoPercentual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mediaMovel7d"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMovel30d"}},{"kind":"Field","name":{"kind":"Name","value":"historico"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"precoArroba"}},{"kind":"Field","name":{"kind":"Name","value":"variacao"}},{"kind":"Field","name":{"kind":"Name","value":"variacaoPercentual"}}]}}]}}]}}]} as unknown as DocumentNode<PrecoMercadoResumoQuery, PrecoMercadoResumoQueryVariables>;
export const PrecoMercadoHistoricoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrecoMercadoHistorico"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fonte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dias"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"precoMercadoHistorico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fonte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fonte"}}},{"kind":"Argument","name":{"kind":"Name","value":"dias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"precoArroba"}},{"kind":"Field","name":{"kind":"Name","value":"variacao"}},{"kind":"Field","name":{"kind":"Name","value":"variacaoPercentual"}}]}}]}}]} as unknown as DocumentNode<PrecoMercadoHistoricoQuery, PrecoMercadoHistoricoQueryVariables>;
export const CreatePrecoMercadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePrecoMercado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPrecoMercado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"precoArroba"}},{"kind":"Field","name":{"kind":"Name","value":"variacao"}},{"kind":"Field","name":{"kind":"Name","value":"variacaoPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"indice"}}]}}]}}]} as unknown as DocumentNode<CreatePrecoMercadoMutation, CreatePrecoMercadoMutationVariables>;
export const GetProjecaoLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProjecaoLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dias"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projecaoLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"dataBase"}},{"kind":"Field","name":{"kind":"Name","value":"horizonteDias"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}},{"kind":"Field","name":{"kind":"Name","value":"rendimento"}},{"kind":"Field","name":{"kind":"Name","value":"pesoBase"}},{"kind":"Field","name":{"kind":"Name","value":"dataPesoBase"}},{"kind":"Field","name":{"kind":"Name","value":"gmdBase"}},{"kind":"Field","name":{"kind":"Name","value":"gmdOrigem"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacaoDiaBase"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacaoOrigem"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotalAtual"}},{"kind":"Field","name":{"kind":"Name","value":"precoSpot"}},{"kind":"Field","name":{"kind":"Name","value":"melhorDia"}},{"kind":"Field","name":{"kind":"Name","value":"melhorData"}},{"kind":"Field","name":{"kind":"Name","value":"melhorMargem"}},{"kind":"Field","name":{"kind":"Name","value":"pontoOtimoDia"}},{"kind":"Field","name":{"kind":"Name","value":"pontoOtimoData"}},{"kind":"Field","name":{"kind":"Name","value":"hedge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diaReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"dataReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasReferencia"}},{"kind":"Field","name":{"kind":"Name","value":"arrobasHedge"}},{"kind":"Field","name":{"kind":"Name","value":"percentualHedge"}},{"kind":"Field","name":{"kind":"Name","value":"precoTravado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dia"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"diasConfinamento"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}},{"kind":"Field","name":{"kind":"Name","value":"pesoCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacaoDia"}},{"kind":"Field","name":{"kind":"Name","value":"custoAcumulado"}},{"kind":"Field","name":{"kind":"Name","value":"arrobas"}},{"kind":"Field","name":{"kind":"Name","value":"precoEquilibrio"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"precoArroba"}},{"kind":"Field","name":{"kind":"Name","value":"receita"}},{"kind":"Field","name":{"kind":"Name","value":"margem"}},{"kind":"Field","name":{"kind":"Name","value":"margemPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"custoMarginal"}},{"kind":"Field","name":{"kind":"Name","value":"receitaMarginal"}},{"kind":"Field","name":{"kind":"Name","value":"custoOperacionalDia"}},{"kind":"Field","name":{"kind":"Name","value":"jurosDia"}},{"kind":"Field","name":{"kind":"Name","value":"mortalidadeDia"}},{"kind":"Field","name":{"kind":"Name","value":"precoFisico"}},{"kind":"Field","name":{"kind":"Name","value":"receitaBruta"}},{"kind":"Field","name":{"kind":"Name","value":"funrural"}},{"kind":"Field","name":{"kind":"Name","value":"frete"}},{"kind":"Field","name":{"kind":"Name","value":"precoEquilibrioLiquido"}},{"kind":"Field","name":{"kind":"Name","value":"diaVenda"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"explicacao"}},{"kind":"Field","name":{"kind":"Name","value":"precoEquilibrioPesagem"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaAte"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaProduto"}},{"kind":"Field","name":{"kind":"Name","value":"premissas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"ajusteCategoria"}},{"kind":"Field","name":{"kind":"Name","value":"baseRegional"}},{"kind":"Field","name":{"kind":"Name","value":"baseTipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPessoa"}},{"kind":"Field","name":{"kind":"Name","value":"aliquotaFunrural"}},{"kind":"Field","name":{"kind":"Name","value":"freteCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"jurosMensal"}},{"kind":"Field","name":{"kind":"Name","value":"mortalidadeMensal"}},{"kind":"Field","name":{"kind":"Name","value":"custoOperacionalCabecaDia"}},{"kind":"Field","name":{"kind":"Name","value":"custoOperacionalDia"}}]}}]}}]}}]} as unknown as DocumentNode<GetProjecaoLoteQuery, GetProjecaoLoteQueryVariables>;
export const GetConfiguracaoVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetConfiguracaoVenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracaoVenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguracaoVendaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguracaoVendaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SaleSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseRegional"}},{"kind":"Field","name":{"kind":"Name","value":"baseTipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPessoa"}},{"kind":"Field","name":{"kind":"Name","value":"freteCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"jurosMensal"}},{"kind":"Field","name":{"kind":"Name","value":"mortalidadeMensal"}},{"kind":"Field","name":{"kind":"Name","value":"ajusteNovilha"}}]}}]} as unknown as DocumentNode<GetConfiguracaoVendaQuery, GetConfiguracaoVendaQueryVariables>;
export const UpdateConfiguracaoVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConfiguracaoVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracaoVendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConfiguracaoVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguracaoVendaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguracaoVendaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SaleSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseRegional"}},{"kind":"Field","name":{"kind":"Name","value":"baseTipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPessoa"}},{"kind":"Field","name":{"kind":"Name","value":"freteCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"jurosMensal"}},{"kind":"Field","name":{"kind":"Name","value":"mortalidadeMensal"}},{"kind":"Field","name":{"kind":"Name","value":"ajusteNovilha"}}]}}]} as unknown as DocumentNode<UpdateConfiguracaoVendaMutation, UpdateConfiguracaoVendaMutationVariables>;
export const ListProtocolosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListProtocolos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"atualizadoDesde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"atualizadoDesde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"atualizadoDesde"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevista"}},{"kind":"Field","name":{"kind":"Name","value":"dataRealizada"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeMl"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"}},{"kind":"Field","name":{"kind":"Name","value":"atrasado"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<ListProtocolosQuery, ListProtocolosQueryVariables>;
export const ProtocolosDeltaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProtocolosDelta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolosDelta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevista"}},{"kind":"Field","name":{"kind":"Name","value":"dataRealizada"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeMl"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"}},{"kind":"Field","name":{"kind":"Name","value":"atrasado"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"temMais"}}]}}]}}]} as unknown as DocumentNode<ProtocolosDeltaQuery, ProtocolosDeltaQueryVariables>;
export const GetProtocoloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProtocolo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevista"}},{"kind":"Field","name":{"kind":"Name","value":"dataRealizada"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeMl"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"}},{"kind":"Field","name":{"kind":"Name","value":"atrasado"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<GetProtocoloQuery, GetProtocoloQueryVariables>;
export const CreateProtocoloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProtocolo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProtocoloInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProtocolo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevista"}},{"kind":"Field","name":{"kind":"Name","value":"dataRealizada"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeMl"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"}},{"kind":"Field","name":{"kind":"Name","value":"atrasado"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateProtocoloMutation, CreateProtocoloMutationVariables>;
export const UpdateProtocoloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProtocolo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProtocoloInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProtocolo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevista"}},{"kind":"Field","name":{"kind":"Name","value":"dataRealizada"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeMl"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"}},{"kind":"Field","name":{"kind":"Name","value":"atrasado"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateProtocoloMutation, UpdateProtocoloMutationVariables>;
export const DeleteProtocoloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProtocolo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProtocolo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProtocoloMutation, DeleteProtocoloMutationVariables>;
export const RealizarProtocoloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealizarProtocolo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RealizarProtocoloInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realizarProtocolo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPrevista"}},{"kind":"Field","name":{"kind":"Name","value":"dataRealizada"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeMl"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaDias"}},{"kind":"Field","name":{"kind":"Name","value":"fimCarencia"}},{"kind":"Field","name":{"kind":"Name","value":"realizado"}},{"kind":"Field","name":{"kind":"Name","value":"atrasado"}},{"kind":"Field","name":{"kind":"Name","value":"observacoes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RealizarProtocoloMutation, RealizarProtocoloMutationVariables>;
export const ListRacoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListRacoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataCompraDe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataCompraAte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataCompraDe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataCompraDe"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataCompraAte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataCompraAte"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueMinimoKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueNegativo"}},{"kind":"Field","name":{"kind":"Name","value":"diasEstoque"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<ListRacoesQuery, ListRacoesQueryVariables>;
export const GetRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"composicao"}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueMinimoKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueNegativo"}},{"kind":"Field","name":{"kind":"Name","value":"diasEstoque"}}]}}]}}]} as unknown as DocumentNode<GetRacaoQuery, GetRacaoQueryVariables>;
export const CreateRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"composicao"}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueMinimoKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueNegativo"}},{"kind":"Field","name":{"kind":"Name","value":"diasEstoque"}}]}}]}}]} as unknown as DocumentNode<CreateRacaoMutation, CreateRacaoMutationVariables>;
export const UpdateRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"dataCompra"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"composicao"}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueMinimoKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueNegativo"}},{"kind":"Field","name":{"kind":"Name","value":"diasEstoque"}}]}}]}}]} as unknown as DocumentNode<UpdateRacaoMutation, UpdateRacaoMutationVariables>;
export const DeleteRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRacaoMutation, DeleteRacaoMutationVariables>;
export const CreateEntradaRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEntradaRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntradaRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racaoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"estoqueKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoMedioKg"}}]}}]}}]} as unknown as DocumentNode<CreateEntradaRacaoMutation, CreateEntradaRacaoMutationVariables>;
export const ListMovimentosRacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMovimentosRacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movimentosRacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racaoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"confirmacaoId"}}]}}]}}]} as unknown as DocumentNode<ListMovimentosRacaoQuery, ListMovimentosRacaoQueryVariables>;
export const GetConfiguracaoResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetConfiguracaoResumo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracaoResumo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hora"}}]}}]}}]} as unknown as DocumentNode<GetConfiguracaoResumoQuery, GetConfiguracaoResumoQueryVariables>;
export const UpdateConfiguracaoResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConfiguracaoResumo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracaoResumoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConfiguracaoResumo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hora"}}]}}]}}]} as unknown as DocumentNode<UpdateConfiguracaoResumoMutation, UpdateConfiguracaoResumoMutationVariables>;
export const GetPreferenciaResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPreferenciaResumo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferenciaResumo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<GetPreferenciaResumoQuery, GetPreferenciaResumoQueryVariables>;
export const UpdatePreferenciaResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePreferenciaResumo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenciaResumoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferenciaResumo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdatePreferenciaResumoMutation, UpdatePreferenciaResumoMutationVariables>;
export const DescadastrarResumoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DescadastrarResumo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DescadastroResumoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descadastrarResumo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DescadastrarResumoMutation, DescadastrarResumoMutationVariables>;
export const ImportarSessaoPesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportarSessaoPesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"arquivo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importarSessaoPesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"arquivo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"arquivo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessaoPesagemCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessaoPesagemCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"formato"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"fechadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"lidas"}},{"kind":"Field","name":{"kind":"Name","value":"registradas"}},{"kind":"Field","name":{"kind":"Name","value":"reimportada"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leituras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<ImportarSessaoPesagemMutation, ImportarSessaoPesagemMutationVariables>;
export const GetSessaoPesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSessaoPesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessaoPesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessaoPesagemCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessaoPesagemCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"formato"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"fechadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"lidas"}},{"kind":"Field","name":{"kind":"Name","value":"registradas"}},{"kind":"Field","name":{"kind":"Name","value":"reimportada"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leituras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<GetSessaoPesagemQuery, GetSessaoPesagemQueryVariables>;
export const ApartacaoSessaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApartacaoSessao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"percentual"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apartacaoSessao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"percentual"},"value":{"kind":"Variable","name":{"kind":"Name","value":"percentual"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"identificacao"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedioLote"}},{"kind":"Field","name":{"kind":"Name","value":"desvioPercentual"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}}]}}]}}]} as unknown as DocumentNode<ApartacaoSessaoQuery, ApartacaoSessaoQueryVariables>;
export const AbrirSessaoPesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AbrirSessaoPesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenWeighingSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abrirSessaoPesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessaoPesagemCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessaoPesagemCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"formato"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"fechadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"lidas"}},{"kind":"Field","name":{"kind":"Name","value":"registradas"}},{"kind":"Field","name":{"kind":"Name","value":"reimportada"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leituras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<AbrirSessaoPesagemMutation, AbrirSessaoPesagemMutationVariables>;
export const RegistrarLeituraSessaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarLeituraSessao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarLeituraSessao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<RegistrarLeituraSessaoMutation, RegistrarLeituraSessaoMutationVariables>;
export const FecharSessaoPesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FecharSessaoPesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecharSessaoPesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessaoPesagemCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessaoPesagemCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"formato"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"fechadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"lidas"}},{"kind":"Field","name":{"kind":"Name","value":"registradas"}},{"kind":"Field","name":{"kind":"Name","value":"reimportada"}},{"kind":"Field","name":{"kind":"Name","value":"lotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"pesoMedio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leituras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<FecharSessaoPesagemMutation, FecharSessaoPesagemMutationVariables>;
export const VincularLeituraSessaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VincularLeituraSessao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vincularLeituraSessao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"eid"}},{"kind":"Field","name":{"kind":"Name","value":"vid"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"hora"}},{"kind":"Field","name":{"kind":"Name","value":"travada"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"pesagemAnimalId"}},{"kind":"Field","name":{"kind":"Name","value":"gmd"}}]}}]}}]} as unknown as DocumentNode<VincularLeituraSessaoMutation, VincularLeituraSessaoMutationVariables>;
export const ListSessoesPesagemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListSessoesPesagem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"origem"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSessionOrigin"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WeighingSessionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessoesPesagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"origem"},"value":{"kind":"Variable","name":{"kind":"Name","value":"origem"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"formato"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"fechadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"lidas"}},{"kind":"Field","name":{"kind":"Name","value":"registradas"}},{"kind":"Field","name":{"kind":"Name","value":"desconhecidas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<ListSessoesPesagemQuery, ListSessoesPesagemQueryVariables>;
export const ListTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListTenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<ListTenantsQuery, ListTenantsQueryVariables>;
export const CreateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTenantMutation, CreateTenantMutationVariables>;
export const ListLeiturasCochoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListLeiturasCocho"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"atualizadoDesde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leiturasCocho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"atualizadoDesde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"atualizadoDesde"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nota"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}}]}}]}}]} as unknown as DocumentNode<ListLeiturasCochoQuery, ListLeiturasCochoQueryVariables>;
export const LeiturasCochoDeltaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeiturasCochoDelta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leiturasCochoDelta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nota"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"temMais"}}]}}]}}]} as unknown as DocumentNode<LeiturasCochoDeltaQuery, LeiturasCochoDeltaQueryVariables>;
export const CreateLeituraCochoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLeituraCocho"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BunkReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeituraCocho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nota"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<CreateLeituraCochoMutation, CreateLeituraCochoMutationVariables>;
export const UpdateLeituraCochoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeituraCocho"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BunkReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeituraCocho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nota"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<UpdateLeituraCochoMutation, UpdateLeituraCochoMutationVariables>;
export const ListTratosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListTratos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tratos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"curralCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}},{"kind":"Field","name":{"kind":"Name","value":"notaCocho"}},{"kind":"Field","name":{"kind":"Name","value":"leituraCochoId"}},{"kind":"Field","name":{"kind":"Name","value":"kgPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"kgPrevistoPorCabeca"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecidoOntem"}},{"kind":"Field","name":{"kind":"Name","value":"confirmacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecido"}},{"kind":"Field","name":{"kind":"Name","value":"carenciaAte"}}]}}]}}]} as unknown as DocumentNode<ListTratosQuery, ListTratosQueryVariables>;
export const ConfirmarTratoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmarTrato"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingConfirmationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmarTrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmacaoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmacaoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecido"}},{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"dietaVersao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"consumos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}}]}}]}}]} as unknown as DocumentNode<ConfirmarTratoMutation, ConfirmarTratoMutationVariables>;
export const CorrigirTratoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrigirTrato"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingCorrectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corrigirTrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfirmacaoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfirmacaoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecido"}},{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"dietaVersao"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"consumos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"quantidadeKg"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}}]}}]}}]} as unknown as DocumentNode<CorrigirTratoMutation, CorrigirTratoMutationVariables>;
export const DeleteConfirmacaoTratoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConfirmacaoTrato"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConfirmacaoTrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteConfirmacaoTratoMutation, DeleteConfirmacaoTratoMutationVariables>;
export const ListCarregamentosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCarregamentos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"capacidadeKg"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carregamentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"capacidadeKg"},"value":{"kind":"Variable","name":{"kind":"Name","value":"capacidadeKg"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietaId"}},{"kind":"Field","name":{"kind":"Name","value":"dietaNome"}},{"kind":"Field","name":{"kind":"Name","value":"kgTotal"}},{"kind":"Field","name":{"kind":"Name","value":"numeroCargas"}},{"kind":"Field","name":{"kind":"Name","value":"kgPorCarga"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racaoId"}},{"kind":"Field","name":{"kind":"Name","value":"racaoNome"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}}]}}]}}]}}]} as unknown as DocumentNode<ListCarregamentosQuery, ListCarregamentosQueryVariables>;
export const GetEficienciaLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetEficienciaLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eficienciaLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loteId"}},{"kind":"Field","name":{"kind":"Name","value":"loteCodigo"}},{"kind":"Field","name":{"kind":"Name","value":"cabecas"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodoEficienciaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ultimos30Dias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodoEficienciaFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodoEficienciaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedingEfficiencyPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"ate"}},{"kind":"Field","name":{"kind":"Name","value":"dias"}},{"kind":"Field","name":{"kind":"Name","value":"kgFornecido"}},{"kind":"Field","name":{"kind":"Name","value":"kgMateriaSeca"}},{"kind":"Field","name":{"kind":"Name","value":"materiaSecaPorCabecaDia"}},{"kind":"Field","name":{"kind":"Name","value":"ganhoKg"}},{"kind":"Field","name":{"kind":"Name","value":"conversaoAlimentar"}},{"kind":"Field","name":{"kind":"Name","value":"custoRacao"}},{"kind":"Field","name":{"kind":"Name","value":"custoPorKgGanho"}}]}}]} as unknown as DocumentNode<GetEficienciaLoteQuery, GetEficienciaLoteQueryVariables>;
export const ListUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<ListUsersQuery, ListUsersQueryVariables>;
export const GetUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoLogin"}}]}}]}}]} as unknown as DocumentNode<GetUserQuery, GetUserQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const ToggleUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ToggleUserActiveMutation, ToggleUserActiveMutationVariables>;