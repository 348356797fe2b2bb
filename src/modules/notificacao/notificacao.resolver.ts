import { Arg, Args, Authorized, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import type { Context } from '../../graphql/context';
import { Topic, type NotificationEvent } from '../../graphql/pubsub';
import { NotificacaoService } from './notificacao.service';
import { NotificacoesArgs, Notification, NotificationRead, NotificationsMarked, UnreadCount } from './notificacao.types';
import { MaxItems } from '../../graphql/paging';

@Resolver(() => Notification)
export class NotificacaoResolver {
  constructor(private readonly service: NotificacaoService) {}

  @Authorized() @MaxItems(500, 'limit') @Query(() => [Notification], { description: "The caller's notifications, newest first" })
  notificacoes(@Args() args: NotificacoesArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args.limit);
  }

  @Authorized() @Query(() => UnreadCount)
  notificacoesNaoLidas(@CurrentActor() actor: Actor) {
    return this.service.unreadCount(actor);
  }

  @Authorized() @Mutation(() => NotificationRead)
  marcarNotificacaoLida(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.markRead(actor, id);
  }

  @Authorized() @Mutation(() => NotificationsMarked)
  marcarTodasNotificacoesLidas(@CurrentActor() actor: Actor) {
    return this.service.markAllRead(actor);
  }

  @Authorized()
  @Subscription(() => Notification, {
    topics: Topic.NotificationAdded,
    // Only the caller's own notifications, in the caller's tenant.
    filter: ({ payload, context }: { payload: NotificationEvent; context: Context }) =>
      payload.tenantId === context.actor?.tenantId && payload.userId === context.actor?.userId,
  })
  async notificationAdded(@Root() event: NotificationEvent, @CurrentActor() actor: Actor) {
    return this.service.get(actor, event.notificationId);
  }
}
