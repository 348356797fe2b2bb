import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role, WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { perRequest, type Context } from '../../graphql/context';
import { Needs } from '../../graphql/needs';
import { MaxItems } from '../../graphql/paging';
import { selectedUnder } from '../../graphql/selection';
import { Lote } from '../lote/lote.types';
import { ConfiguracaoVenda, ConfiguracaoVendaInput } from './configuracao.types';
import { ProjecaoService } from './projecao.service';
import { DIAS_CALCULADOS, ProjecaoArgs, ProjecaoLote } from './projecao.types';

// Contract Part II: money outputs are for Admin and Gerente only.
const MONEY = WRITERS;

@Resolver()
export class ProjecaoResolver {
  constructor(private readonly service: ProjecaoService) {}

  @Authorized(...MONEY) @Needs({ errors: ['BATCH_CLOSED'] }) @MaxItems(DIAS_CALCULADOS)
  @Query(() => ProjecaoLote, { description: 'An open batch projected day by day against the futures curve; a closed batch: BATCH_CLOSED' })
  projecaoLote(@Arg('loteId', () => ID) loteId: string, @Args() { dias }: ProjecaoArgs, @CurrentActor() actor: Actor) {
    return this.service.projecaoLote(actor, loteId, dias);
  }

  @Authorized(...MONEY) @Query(() => ConfiguracaoVenda, { description: "The tenant's terms of sale (issue 34); defaults until saved" })
  configuracaoVenda(@CurrentActor() actor: Actor) {
    return this.service.configuracao.get(actor);
  }

  @Authorized(Role.Admin) @Mutation(() => ConfiguracaoVenda, { description: 'Changes the given terms of sale; the others stay' })
  updateConfiguracaoVenda(@Arg('input') input: ConfiguracaoVendaInput, @CurrentActor() actor: Actor) {
    return this.service.configuracao.update(actor, input);
  }
}

/** Batch.projecao: one statement for every batch of the result and horizon (no N+1). */
@Resolver(() => Lote)
export class ProjecaoLoteResolver {
  constructor(private readonly service: ProjecaoService) {}

  @Authorized(...MONEY) @MaxItems(DIAS_CALCULADOS) @FieldResolver(() => ProjecaoLote, { nullable: true, description: 'Issue 29 (Admin, Gerente); null for a closed batch' })
  projecao(@Root() lote: Lote, @Args() { dias }: ProjecaoArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
    // Only the day fields the query reads are built: a page of 100 batches reading two of 27 is 25 times less JSON.
    const campos = selectedUnder(info, 'dias');
    const loader = perRequest(ctx, `Batch.projecao:${dias}:${campos.join(',')}`, () =>
      new DataLoader((ids: readonly string[]) => this.service.byLotes(actor, ids, dias, campos)));
    return loader.load(lote.id);
  }
}
