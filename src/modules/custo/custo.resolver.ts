import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role, WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { MaxItems } from '../../graphql/paging';
import { CustoService } from './custo.service';
import { Custo, CustoInput, CustoPage, CustosArgs } from './custo.types';

// Contract Part II: money is for Admin and Gerente only (the writers), reads included; delete by Admin.
const MONEY = WRITERS;

@Resolver(() => Custo)
export class CustoResolver {
  constructor(private readonly service: CustoService) {}

  @Authorized(...MONEY) @MaxItems(100, 'pageSize') @Query(() => CustoPage, { description: 'Order: data desc, then creation desc' })
  custos(@Args() args: CustosArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized(...MONEY) @Query(() => Custo)
  custo(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized(...MONEY) @Mutation(() => Custo, { description: 'A cost of a closed batch: BATCH_CLOSED' })
  createCusto(@Arg('input') input: CustoInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...MONEY) @Mutation(() => Custo, { description: 'A cost of (or moved to) a closed batch: BATCH_CLOSED' })
  updateCusto(@Arg('id', () => ID) id: string, @Arg('input') input: CustoInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete. A cost of a closed batch: BATCH_CLOSED' })
  deleteCusto(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }
}
