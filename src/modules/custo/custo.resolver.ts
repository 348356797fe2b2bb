import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { MaxItems } from '../../graphql/paging';
import { CustoService } from './custo.service';
import { Custo, CustoInput, CustoPage, CustosArgs } from './custo.types';

// Contract Part II: money is for Admin and Gerente only, reads included; delete by Admin.
const MONEY = [Role.Admin, Role.Gerente];

@Resolver(() => Custo)
export class CustoResolver {
  constructor(private readonly service: CustoService) {}

  @Authorized(...MONEY) @MaxItems(100, 'pageSize') @Query(() => CustoPage, { description: 'Order: data desc, then creation desc' })
  custos(@Args() args: CustosArgs, @Ctx() { actor }: Context) {
    return this.service.list(actor!, args);
  }

  @Authorized(...MONEY) @Query(() => Custo)
  custo(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.get(actor!, id);
  }

  @Authorized(...MONEY) @Mutation(() => Custo, { description: 'A cost of a closed batch: BATCH_CLOSED' })
  createCusto(@Arg('input') input: CustoInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, input);
  }

  @Authorized(...MONEY) @Mutation(() => Custo, { description: 'A cost of (or moved to) a closed batch: BATCH_CLOSED' })
  updateCusto(@Arg('id', () => ID) id: string, @Arg('input') input: CustoInput, @Ctx() { actor }: Context) {
    return this.service.update(actor!, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete. A cost of a closed batch: BATCH_CLOSED' })
  deleteCusto(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.remove(actor!, id);
  }
}
