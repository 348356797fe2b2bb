import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { MAX_HISTORICO, PrecoMercadoService } from './preco-mercado.service';
import { CreatePriceRecordInput, HistoricoArgs, PriceRecord, PriceSummary, ResumoArgs } from './preco-mercado.types';
import { MaxItems } from '../../graphql/paging';

@Resolver()
export class PrecoMercadoResolver {
  constructor(private readonly precos: PrecoMercadoService) {}

  @Authorized() @Query(() => PriceSummary)
  precoMercadoResumo(@Args() args: ResumoArgs, @Ctx() { actor }: Context) {
    return this.precos.resumo(actor!, args);
  }

  // About one record per day of `dias` (one per date and source); the statement also caps it at MAX_HISTORICO.
  @Authorized() @MaxItems(MAX_HISTORICO, 'dias') @Query(() => [PriceRecord], { description: 'Records of the last `dias` days, oldest first' })
  precoMercadoHistorico(@Args() args: HistoricoArgs, @Ctx() { actor }: Context) {
    return this.precos.historico(actor!, args);
  }

  @Authorized(Role.Admin, Role.Gerente) @Mutation(() => PriceRecord)
  createPrecoMercado(@Arg('input') input: CreatePriceRecordInput, @Ctx() { actor }: Context) {
    return this.precos.create(actor!, input);
  }
}
