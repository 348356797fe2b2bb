import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { PrecoMercadoService } from './preco-mercado.service';
import { CreatePriceRecordInput, HistoricoArgs, PriceRecord, PriceSummary, ResumoArgs } from './preco-mercado.types';

@Resolver()
export class PrecoMercadoResolver {
  constructor(private readonly precos: PrecoMercadoService) {}

  @Authorized() @Query(() => PriceSummary)
  precoMercadoResumo(@Args() args: ResumoArgs, @Ctx() { actor }: Context) {
    return this.precos.resumo(actor!, args);
  }

  @Authorized() @Query(() => [PriceRecord], { description: 'Records of the last `dias` days, oldest first' })
  precoMercadoHistorico(@Args() args: HistoricoArgs, @Ctx() { actor }: Context) {
    return this.precos.historico(actor!, args);
  }

  @Authorized(Role.Admin, Role.Gerente) @Mutation(() => PriceRecord)
  createPrecoMercado(@Arg('input') input: CreatePriceRecordInput, @Ctx() { actor }: Context) {
    return this.precos.create(actor!, input);
  }
}
