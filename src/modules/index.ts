import { AnimalLoteResolver } from './animal/animal-lote.resolver';
import { AnimalResolver } from './animal/animal.resolver';
import { MedicamentoLoteResolver } from './medicamento/medicamento-lote.resolver';
import { MedicamentoResolver } from './medicamento/medicamento.resolver';
import { AuditResolver } from './audit/audit.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { LoteResolver } from './lote/lote.resolver';
import { LotePesagensResolver, PesagemResolver } from './pesagem/pesagem.resolver';
import { TenantResolver } from './tenant/tenant.resolver';
import { UserResolver } from './user/user.resolver';
import { RacaoResolver } from './racao/racao.resolver';
import { ConsumoRacaoResolver, LoteConsumosRacaoResolver } from './consumo-racao/consumo-racao.resolver';
import { AlertaPrecoResolver } from './alerta-preco/alerta-preco.resolver';
import { MarketResolver } from './market/market.resolver';
import { NotificacaoResolver } from './notificacao/notificacao.resolver';
import { PrecoMercadoResolver } from './preco-mercado/preco-mercado.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { CurralResolver } from './curral/curral.resolver';
import { DietaResolver, LoteDietaResolver } from './dieta/dieta.resolver';
import { LoteLeiturasResolver, TratoResolver } from './trato/trato.resolver';
import { EstoqueResolver } from './racao/estoque.resolver';

/** Every TypeGraphQL resolver class, for buildSchema. Instances are created in app.ts. */
export const RESOLVERS = [AuthResolver, UserResolver, TenantResolver, AuditResolver, AnimalLoteResolver, AnimalResolver, MedicamentoLoteResolver, MedicamentoResolver, LoteResolver, PesagemResolver, LotePesagensResolver, RacaoResolver, ConsumoRacaoResolver, LoteConsumosRacaoResolver, MarketResolver, PrecoMercadoResolver, AlertaPrecoResolver, NotificacaoResolver, DashboardResolver, CurralResolver, DietaResolver, LoteDietaResolver, TratoResolver, LoteLeiturasResolver, EstoqueResolver] as const;

export { AuditResolver, AuthResolver, TenantResolver, UserResolver, AnimalLoteResolver, AnimalResolver, MedicamentoLoteResolver, MedicamentoResolver, LoteResolver, PesagemResolver, LotePesagensResolver, RacaoResolver, ConsumoRacaoResolver, LoteConsumosRacaoResolver, MarketResolver, PrecoMercadoResolver, AlertaPrecoResolver, NotificacaoResolver, DashboardResolver, CurralResolver, DietaResolver, LoteDietaResolver, TratoResolver, LoteLeiturasResolver, EstoqueResolver };
