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
import { underLote } from './modules/under';
import { lotesEmCurral } from './modules/lote/em-curral';
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
import { DescadastroTokens } from './modules/resumo/descadastro';
import { SmtpMailer } from './modules/resumo/mailer';
import { ResumoService } from './modules/resumo/resumo.service';
import type { ResumoFontes } from './modules/resumo/conteudo';
import { embeddedJwtSecret } from './db/secret';
import { gtaLivre } from './modules/movimentacao/gta-livre';
import { MovimentacaoService } from './modules/movimentacao/movimentacao.service';

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

/** The daily digest reads the services that own its rules; e-mail only with SMTP_URL. */
function resumoService(x: Infra, f: Omit<ResumoFontes, 'pesagemDias'>) {
  const { config } = x;
  const tokens = new DescadastroTokens(config.JWT_SECRET ?? embeddedJwtSecret(config.DATA_DIR));
  const mailer = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.SMTP_FROM) : null;
  return new ResumoService(x.database, { ...f, pesagemDias: config.PESAGEM_PENDENTE_DIAS }, f.notificacoes, tokens, mailer,
    { publicUrl: config.APP_PUBLIC_URL, timeZone: config.APP_TIMEZONE }, x.logger);
}

/** Every service, constructed once with its explicit dependencies. */
export function createServices(x: Infra, tokens: TokenService, rateLimits: RateLimits, providers: Providers): Services {
  const { config, database, clock, logger, pubSub } = x;
  const { db } = database;
  const today = businessToday(clock, config.APP_TIMEZONE);
  const users = new UserService(database, pubSub, passwordCost(config));
  const tenants = new TenantService(database, users);
  const auth = new AuthService(database, tokens, rateLimits, users, tenants, {
    allowRegistration: config.ALLOW_REGISTRATION, registrationTenant: config.REGISTRATION_TENANT, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    passwordCost: passwordCost(config),
  });
  const notificacoes = new NotificacaoService(database, pubSub, new PushDelivery(db, pushSender(config, logger), logger), logger);
  const alertas = new AlertaPrecoService(database, notificacoes);
  const dietas = new DietaService(database, today);
  const projecoes = new ProjecaoService(database, today);
  const gta = gtaLivre(db);
  const farm = {
    lotes: new LoteService(database, clock, today, underLote(db)), protocolos: new ProtocoloService(database, today), hedges: new HedgeService(database, today),
    tratos: new TratoService(database, dietas, notificacoes, today),
  };
  return {
    auth, users, tenants, audit: new AuditService(database),
    lotes: farm.lotes, pesagens: new PesagemService(database, clock, today), animais: new AnimalService(database, today, gta),
    pesagensAnimais: new AnimalPesagemService(database), protocolos: farm.protocolos, importacao: new ImportacaoService(database),
    sessoesPesagem: new SessaoPesagemService(database, today, config.APP_TIMEZONE),
    medicamentos: new MedicamentoService(database), racoes: new RacaoService(database, notificacoes, today, diasEstoque), consumos: new ConsumoRacaoService(database, notificacoes),
    market: new MarketService(database, providers, clock, config.MARKETDATA_QUOTE_CACHE_SECONDS),
    precos: new PrecoMercadoService(database, today, alertas, notificacoes), alertas, notificacoes,
    dashboard: new DashboardService(database, today, { diasFechamento: config.DASHBOARD_DIAS_FECHAMENTO, janelaFechamentoDias: 15 }),
    compras: new CompraService(database, today, gta), movimentacoes: new MovimentacaoService(database, today, gta), custos: new CustoService(database), financeiro: new FinanceiroService(database, today),
    currais: new CurralService(database, lotesEmCurral(db)), dietas, leituras: new LeituraService(database, today),
    tratos: farm.tratos, estoque: new EstoqueService(database),
    eficiencia: new EficienciaService(database, today),
    projecoes, hedges: farm.hedges, margensTravadas: new MargemTravadaService(database, projecoes),
    resumos: resumoService(x, { db, projecoes, notificacoes, ...farm }),
  };
}
