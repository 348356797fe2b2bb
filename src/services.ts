import type { RateLimits } from './auth/rate-limit';
import { passwordCost } from './auth/password';
import type { TokenService } from './auth/token';
import { businessToday, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppPubSub } from './graphql/pubsub';
import type { Logger } from './logger';
import type { Services } from './modules/index';
import type { Lifecycle } from './modules/health/health.service';
import { createProviders, type Providers } from './market/providers/registry';
import { AnimalService } from './modules/animal/animal.service';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { LoteService } from './modules/lote/lote.service';
import { UNDER_LOTE } from './modules/under';
import { LOTES_EM_CURRAL } from './modules/lote/em-curral';
import { diasEstoque } from './modules/consumo-racao/dias-estoque';
import { PesagemService } from './modules/pesagem/pesagem.service';
import { MedicamentoService } from './modules/medicamento/medicamento.service';
import { CompraService } from './modules/compra/compra.service';
import { CustoService } from './modules/custo/custo.service';
import { FinanceiroService } from './modules/financeiro/financeiro.service';
import { HedgeService } from './modules/hedge/hedge.service';
import { MargemTravadaService } from './modules/projecao/margem-travada.service';
import { ProjecaoService } from './modules/projecao/projecao.service';
import { TenantService } from './modules/user/tenant.service';
import { UserService } from './modules/user/user.service';
import { ConsumoRacaoService } from './modules/consumo-racao/consumo-racao.service';
import { RacaoService } from './modules/racao/racao.service';
import { CurralService } from './modules/curral/curral.service';
import { DietaService } from './modules/dieta/dieta.service';
import { EstoqueService } from './modules/estoque/estoque.service';
import { EficienciaService } from './modules/trato/eficiencia.service';
import { LeituraService } from './modules/trato/leitura.service';
import { TratoService } from './modules/trato/trato.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { AlertaPrecoService } from './modules/alerta-preco/alerta-preco.service';
import { MarketService } from './modules/market/market.service';
import { NotificacaoService } from './modules/notificacao/notificacao.service';
import { FcmPushSender, LogPushSender, PushDelivery } from './modules/notificacao/push';
import { PrecoMercadoService } from './modules/preco-mercado/preco-mercado.service';
import { AnimalPesagemService } from './modules/animal/animal-pesagem.service';
import { ImportacaoService } from './modules/importacao/importacao.service';
import { SessaoPesagemService } from './modules/sessao-pesagem/sessao-pesagem.service';
import { ProtocoloService } from './modules/protocolo/protocolo.service';

/** What the services and jobs share: one database, clock, logger and pub/sub per process (app.ts builds it). */
export type Infra = { config: Config; database: Database; clock: Clock; logger: Logger; pubSub: AppPubSub; lifecycle: Lifecycle };

export function marketProviders(config: Config, clock: Clock) {
  return createProviders({
    provider: config.MARKETDATA_PROVIDER, fallback: config.MARKETDATA_FALLBACK, activeContracts: config.MARKETDATA_ACTIVE_CONTRACTS,
    primaryUrl: config.MARKETDATA_PRIMARY_URL, etfUrl: config.MARKETDATA_ETF_URL, etfToken: config.MARKETDATA_ETF_TOKEN,
    etfTicker: config.MARKETDATA_ETF_TICKER, timeoutMs: config.MARKETDATA_TIMEOUT_MS,
  }, clock);
}

function pushSender(config: Config, logger: Logger) {
  return config.PUSH_PROVIDER === 'fcm'
    ? new FcmPushSender({ serviceAccountFile: config.FCM_SERVICE_ACCOUNT_FILE!, apiUrl: config.FCM_API_URL, tokenUrl: config.FCM_TOKEN_URL, timeoutMs: 5000 })
    : new LogPushSender(logger);
}

/** Every service, constructed once with its explicit dependencies. */
export function createServices(x: Infra, tokens: TokenService, rateLimits: RateLimits, providers: Providers): Services {
  const { config, database, clock, logger, pubSub } = x;
  const { db } = database;
  const today = businessToday(clock, config.APP_TIMEZONE);
  const users = new UserService(db, pubSub, passwordCost(config));
  const tenants = new TenantService(db, users);
  const auth = new AuthService(db, tokens, rateLimits, users, tenants, {
    allowRegistration: config.ALLOW_REGISTRATION, registrationTenant: config.REGISTRATION_TENANT, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    passwordCost: passwordCost(config),
  });
  const notificacoes = new NotificacaoService(db, pubSub, new PushDelivery(db, pushSender(config, logger), logger), logger);
  const alertas = new AlertaPrecoService(db, notificacoes);
  const dietas = new DietaService(db, today);
  const projecoes = new ProjecaoService(database, today);
  return {
    auth, users, tenants, audit: new AuditService(db),
    lotes: new LoteService(db, clock, today, UNDER_LOTE), pesagens: new PesagemService(db, clock, today), animais: new AnimalService(db),
    pesagensAnimais: new AnimalPesagemService(db), protocolos: new ProtocoloService(db, today), importacao: new ImportacaoService(db),
    sessoesPesagem: new SessaoPesagemService(db, today),
    medicamentos: new MedicamentoService(db), racoes: new RacaoService(db, notificacoes, today, diasEstoque), consumos: new ConsumoRacaoService(db, notificacoes),
    market: new MarketService(db, providers, clock, config.MARKETDATA_QUOTE_CACHE_SECONDS),
    precos: new PrecoMercadoService(db, today, alertas, notificacoes), alertas, notificacoes,
    dashboard: new DashboardService(database, today, { diasFechamento: config.DASHBOARD_DIAS_FECHAMENTO, janelaFechamentoDias: 15 }),
    compras: new CompraService(db), custos: new CustoService(db), financeiro: new FinanceiroService(database, today),
    currais: new CurralService(db, LOTES_EM_CURRAL), dietas, leituras: new LeituraService(db, today),
    tratos: new TratoService(database, dietas, notificacoes, today), estoque: new EstoqueService(database),
    eficiencia: new EficienciaService(database, today),
    projecoes, hedges: new HedgeService(database, today), margensTravadas: new MargemTravadaService(database, projecoes),
  };
}
