import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';

export const Topic = {
  NotificationAdded: 'NOTIFICATION_ADDED',
  QuoteUpdated: 'QUOTE_UPDATED',
  UserChanged: 'USER_CHANGED',
} as const;

/** What each topic's events carry. */
type Events = { [Topic.NotificationAdded]: NotificationEvent; [Topic.QuoteUpdated]: QuoteEvent; [Topic.UserChanged]: UserChangedEvent };
type GlobalTopic = { [K in keyof Events]: Events[K]['tenantId'] extends null ? K : never }[keyof Events];

/** Topics whose events belong to no tenant (tenantId: null, checked by the type): the only ones users may share. */
export const GLOBAL_TOPICS: readonly GlobalTopic[] = [Topic.QuoteUpdated];

/**
 * Subscription root fields whose events are global and whose filters read only the field's arguments: subscribers of
 * every user (of one role) share one source and one execution per event (src/graphql/fanout.ts). Any other field's
 * subscribers share only with the same user's other sockets. Each must listen to GLOBAL_TOPICS only
 * (test/unit/shared-subscriptions.test.ts).
 */
export const SHARED_ACROSS_USERS: ReadonlySet<string> = new Set(['quoteUpdated']);

/** Every payload carries tenantId so subscription filters can scope it. */
export type NotificationEvent = { tenantId: string; userId: string; notificationId: string };
/** Quotes are global and small (~300 bytes), so the event carries the quote itself: no read per subscriber. */
export type QuoteEvent = { tenantId: null; contractCode: string; quoteId: string; quote: Record<string, unknown> };
/** A user's role, activity or deletion changed: instances drop what they cached about the user. */
export type UserChangedEvent = { tenantId: string; userId: string };

export type AppPubSub = ReturnType<typeof createAppPubSub>;

/** In-process by default (PGlite); with an event target (PostgreSQL LISTEN/NOTIFY) it spans instances. */
export function createAppPubSub(eventTarget: EventTarget = inProcessTarget()) {
  return createPubSub<{ [K in keyof Events]: [Events[K]] }>({ eventTarget: eventTarget as any });
}

// One listener per live subscription: thousands are normal for a dashboard fleet.
function inProcessTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}
