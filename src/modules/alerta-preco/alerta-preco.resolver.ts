import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AlertaPrecoService, MAX_ALERTAS } from './alerta-preco.service';
import { CreatePriceAlertInput, PriceAlert, UpdatePriceAlertInput } from './alerta-preco.types';
import { MaxItems } from '../../graphql/paging';

@Resolver(() => PriceAlert)
export class AlertaPrecoResolver {
  constructor(private readonly alertas: AlertaPrecoService) {}

  @Authorized() @MaxItems(MAX_ALERTAS) @Query(() => [PriceAlert], { description: `The caller's alerts, newest first (at most ${MAX_ALERTAS})` })
  alertasPreco(@Ctx() { actor }: Context) {
    return this.alertas.list(actor!);
  }

  @Authorized() @Mutation(() => PriceAlert)
  createAlertaPreco(@Arg('input') input: CreatePriceAlertInput, @Ctx() { actor }: Context) {
    return this.alertas.create(actor!, input);
  }

  @Authorized() @Mutation(() => PriceAlert)
  updateAlertaPreco(@Arg('id', () => ID) id: string, @Arg('input') input: UpdatePriceAlertInput, @Ctx() { actor }: Context) {
    return this.alertas.update(actor!, id, input);
  }

  @Authorized() @Mutation(() => Boolean)
  deleteAlertaPreco(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.alertas.remove(actor!, id);
  }
}
