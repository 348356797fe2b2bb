import { Arg, Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor } from '../../auth/actor';
import { MAX_HISTORICO, PrecoMercadoService } from './preco-mercado.service';
import { CreatePriceRecordInput, HistoricoArgs, PriceRecord, PriceSummary, ResumoArgs } from './preco-mercado.types';
import { MaxItems } from '../../graphql/paging';

@Resolver()
export class PrecoMercadoResolver {
  constructor(private readonly precos: PrecoMercadoService) {}

  @Authorized() @Query(() => PriceSummary)
  precoMercadoResumo(@Args() args: ResumoArgs, @CurrentActor() actor: Actor) {
    return this.precos.resumo(actor, args);
  }

  // About one record per day of `dias` (one per date and source); the statement also caps it at MAX_HISTORICO.
  @Authorized() @MaxItems(MAX_HISTORICO, 'dias') @Query(() => [PriceRecord], { description: 'Records of the last `dias` days, oldest first' })
  precoMercadoHistorico(@Args() args: HistoricoArgs, @CurrentActor() actor: Actor) {
    return this.precos.historico(actor, args);
  }

  @Authorized(Role.Admin, Role.Gerente) @Mutation(() => PriceRecord)
  createPrecoMercado(@Arg('input') input: CreatePriceRecordInput, @CurrentActor() actor: Actor) {
    return this.precos.create(actor, input);
  }
}
