import { Arg, Args, Authorized, FieldResolver, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role, WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { Needs } from '../../graphql/needs';
import { MaxItems } from '../../graphql/paging';
import { FinanceiroSummary } from '../financeiro/financeiro.types';
import { HedgeService } from './hedge.service';
import { Hedge, HedgeInput, HedgePage, HedgeResumo, HedgeSaidaInput, HedgesArgs } from './hedge.types';

// Contract Part II: money is for Admin and Gerente only (the writers), reads included; delete by Admin.
const MONEY = WRITERS;

@Resolver(() => Hedge)
export class HedgeResolver {
  constructor(private readonly service: HedgeService) {}

  @Authorized(...MONEY) @MaxItems(100, 'pageSize') @Query(() => HedgePage, { description: 'Order: dataEntrada desc, then creation desc' })
  hedges(@Args() args: HedgesArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized(...MONEY) @Query(() => Hedge)
  hedge(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized(...MONEY) @Query(() => HedgeResumo, { description: "The tenant's hedge result: open positions marked to market, closed ones realized" })
  hedgeResumo(@CurrentActor() actor: Actor) {
    return this.service.resumo(actor);
  }

  @Authorized(...MONEY) @Needs({ errors: ['PRICE_OUT_OF_BAND'] }) @Mutation(() => Hedge)
  createHedge(@Arg('input') input: HedgeInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...MONEY) @Needs({ errors: ['PRICE_OUT_OF_BAND'] })
  @Mutation(() => Hedge, { description: 'Replaces the position, its closing exit and its batches (its partial exits stay)' })
  updateHedge(@Arg('id', () => ID) id: string, @Arg('input') input: HedgeInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(...MONEY) @Needs({ errors: ['PRICE_OUT_OF_BAND', 'INVALID_STATE'] })
  @Mutation(() => Hedge, { description: 'Closes part of an open position (all its open contracts: the position); a closed one: INVALID_STATE' })
  closeHedge(@Arg('id', () => ID) id: string, @Arg('input') input: HedgeSaidaInput, @CurrentActor() actor: Actor) {
    return this.service.close(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete' })
  deleteHedge(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }
}

/** FinancialSummary.hedge: the hedge result beside contract 10.4's summary (the REST summary does not select it). */
@Resolver(() => FinanceiroSummary)
export class HedgeFinanceiroResolver {
  constructor(private readonly service: HedgeService) {}

  @Authorized(...MONEY) @FieldResolver(() => HedgeResumo, { description: 'The hedge register\'s result (issue 29); not part of lucroLiquido' })
  hedge(@CurrentActor() actor: Actor) {
    return this.service.resumo(actor);
  }
}
