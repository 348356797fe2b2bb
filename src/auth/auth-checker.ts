import { createParameterDecorator, type AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import type { Actor, Role } from './actor';

/** What the rule reads of a request's context (graphql/context.ts builds it): the verified caller, if any. */
type WithActor = { actor: Actor | null };

/**
 * The one 401/403 rule, for GraphQL (the auth checker) and REST (which answers it before 400): no caller is
 * UNAUTHENTICATED; a caller outside `roles` (when any are given) is FORBIDDEN; null when allowed.
 */
export function accessError(actor: Actor | null, roles: readonly Role[]): AppError | null {
  if (!actor) return new AppError('UNAUTHENTICATED', 'Token de acesso ausente ou invalido');
  if (roles.length > 0 && !roles.includes(actor.role)) return new AppError('FORBIDDEN', 'Perfil sem permissao para esta operacao');
  return null;
}

/** The signed-in caller, or UNAUTHENTICATED (401). */
export function requireActor(context: WithActor): Actor {
  const denied = accessError(context.actor, []);
  if (denied) throw denied;
  return context.actor!;
}

/** @Authorized(): any signed-in user; @Authorized(Role.Admin, ...): one of those roles. 401 before 403. */
export const authChecker: AuthChecker<WithActor, Role> = ({ context }, roles) => {
  const denied = accessError(context.actor, roles);
  if (denied) throw denied;
  return true;
};

/**
 * The verified caller as a resolver parameter. Runs after @Authorized, so on an authorized field it always holds an
 * actor; on any other field a missing one is the same 401 as the auth checker's.
 */
export const CurrentActor = () => createParameterDecorator<WithActor>(({ context }) => requireActor(context));
