import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { AlertaPrecoService, MAX_ALERTAS } from './alerta-preco.service';
import { CreatePriceAlertInput, PriceAlert, UpdatePriceAlertInput } from './alerta-preco.types';
import { MaxItems } from '../../graphql/paging';

@Resolver(() => PriceAlert)
export class AlertaPrecoResolver {
  constructor(private readonly alertas: AlertaPrecoService) {}

  @Authorized() @MaxItems(MAX_ALERTAS) @Query(() => [PriceAlert], { description: `The caller's alerts, newest first (at most ${MAX_ALERTAS})` })
  alertasPreco(@CurrentActor() actor: Actor) {
    return this.alertas.list(actor);
  }

  @Authorized() @Mutation(() => PriceAlert)
  createAlertaPreco(@Arg('input') input: CreatePriceAlertInput, @CurrentActor() actor: Actor) {
    return this.alertas.create(actor, input);
  }

  @Authorized() @Mutation(() => PriceAlert)
  updateAlertaPreco(@Arg('id', () => ID) id: string, @Arg('input') input: UpdatePriceAlertInput, @CurrentActor() actor: Actor) {
    return this.alertas.update(actor, id, input);
  }

  @Authorized() @Mutation(() => Boolean)
  deleteAlertaPreco(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.alertas.remove(actor, id);
  }
}
