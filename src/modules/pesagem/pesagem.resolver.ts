import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { FIELD_WRITERS, Role, type Actor, WRITERS } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { Lote } from '../lote/lote.types';
import { MaxItems } from '../../graphql/paging';
import { PesagemService } from './pesagem.service';
import { MAX_PER_LOTE, Pesagem, PesagemInput, PesagensArgs, PesagensDoLoteArgs, WeighingPage } from './pesagem.types';

@Resolver(() => Pesagem)
export class PesagemResolver {
  constructor(private readonly service: PesagemService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => WeighingPage, { description: 'Every weighing of the tenant, newest first' })
  pesagens(@Args() args: PesagensArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @MaxItems(MAX_PER_LOTE, 'limit') @Query(() => [Pesagem], { description: "A batch's latest `limit` weighings, newest first" })
  pesagensDoLote(@Arg('loteId', () => ID) loteId: string, @Args() { limit }: PesagensDoLoteArgs, @CurrentActor() actor: Actor) {
    return this.service.listForLote(actor, loteId, limit);
  }

  @Authorized() @Query(() => Pesagem)
  pesagem(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, loteId, id);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => Pesagem, { description: 'Admin, Gerente and Operador (the field page)' })
  createPesagem(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: PesagemInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Pesagem)
  updatePesagem(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: PesagemInput, @CurrentActor() actor: Actor,
  ) {
    return this.service.update(actor, loteId, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean)
  deletePesagem(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, loteId, id);
  }
}

/** Batch.pesagens: one batched statement per request for every batch in the result (no N+1). */
@Resolver(() => Lote)
export class LotePesagensResolver {
  constructor(private readonly service: PesagemService) {}

  @Authorized() @MaxItems(MAX_PER_LOTE, 'limit')
  @FieldResolver(() => [Pesagem], { description: 'Weighings of the batch, newest first; the latest `limit` (1..1000)' })
  pesagens(@Root() lote: Lote, @Arg('limit', () => Int, { defaultValue: 100 }) limit: number, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, `lote.pesagens:${limit}`, () =>
      new DataLoader((ids: readonly string[]) => this.service.byLotes(actor, ids, limit)));
    return loader.load(lote.id);
  }
}
