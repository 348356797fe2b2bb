import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { perRequest, type Context } from '../../graphql/context';
import { Needs } from '../../graphql/needs';
import { HedgeLote } from '../hedge/hedge.types';
import { Lote } from '../lote/lote.types';
import { MargemTravadaService } from './margem-travada.service';
import { MargemTravada, MargemTravadaArgs } from './margem-travada.types';

// Contract Part II: money outputs are for Admin and Gerente only.
const MONEY = WRITERS;

@Resolver()
export class MargemTravadaResolver {
  constructor(private readonly service: MargemTravadaService) {}

  @Authorized(...MONEY) @Needs({ errors: ['BATCH_CLOSED'] })
  @Query(() => MargemTravada, { description: "An open batch's locked margin (issue 34); a closed batch: BATCH_CLOSED" })
  margemTravadaLote(@Arg('loteId', () => ID) loteId: string, @Args() { dias }: MargemTravadaArgs, @CurrentActor() actor: Actor) {
    return this.service.margemTravadaLote(actor, loteId, dias);
  }
}

/** The locked margin of every batch of a result (Batch and HedgeBatch), one statement per request and horizon (no N+1). */
function margemTravadaLoader(service: MargemTravadaService, actor: Actor, ctx: Context, dias: number) {
  return perRequest(ctx, `margemTravada:${dias}`, () => new DataLoader((ids: readonly string[]) => service.margemTravadaPorLotes(actor, ids, dias)));
}

@Resolver(() => Lote)
export class MargemTravadaLoteResolver {
  constructor(private readonly service: MargemTravadaService) {}

  @Authorized(...MONEY) @FieldResolver(() => MargemTravada, { nullable: true, description: 'Issue 34 (Admin, Gerente); null for a closed batch' })
  margemTravada(@Root() lote: Lote, @Args() { dias }: MargemTravadaArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    return margemTravadaLoader(this.service, actor, ctx, dias).load(lote.id);
  }
}

@Resolver(() => HedgeLote)
export class MargemTravadaHedgeLoteResolver {
  constructor(private readonly service: MargemTravadaService) {}

  @Authorized(...MONEY) @FieldResolver(() => MargemTravada, { nullable: true, description: "The batch's locked margin and coverage (sobreHedge); null for a closed batch" })
  margemTravada(@Root() lote: HedgeLote, @Args() { dias }: MargemTravadaArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    return margemTravadaLoader(this.service, actor, ctx, dias).load(lote.id);
  }
}
