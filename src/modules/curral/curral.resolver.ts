import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor, WRITERS } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { MaxItems, PageArgs } from '../../graphql/paging';
import { CurralService } from './curral.service';
import { Curral, CurralInput, CurralLote, CurralPage } from './curral.types';

@Resolver(() => Curral)
export class CurralResolver {
  constructor(private readonly service: CurralService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => CurralPage, { description: 'Order: codigo' })
  currais(@Args() args: PageArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @Query(() => Curral)
  curral(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Curral)
  createCurral(@Arg('input') input: CurralInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Curral)
  updateCurral(@Arg('id', () => ID) id: string, @Arg('input') input: CurralInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete; not while it holds an open batch' })
  deleteCurral(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @FieldResolver(() => CurralLote, { nullable: true, description: 'The open batch in the pen, or null' })
  lote(@Root() curral: Curral, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Pen.lote', () => new DataLoader((ids: readonly string[]) => this.service.lotesAbertos(actor, ids)));
    return loader.load(curral.id);
  }
}
