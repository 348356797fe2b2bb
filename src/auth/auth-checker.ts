import { createParameterDecorator, type AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import type { Context } from '../graphql/context';
import type { Actor, Role } from './actor';

/** The signed-in caller, or UNAUTHENTICATED (401). */
export function requireActor(context: Pick<Context, 'actor'>): Actor {
  if (!context.actor) throw new AppError('UNAUTHENTICATED', 'Token de acesso ausente ou invalido');
  return context.actor;
}

/** @Authorized(): any signed-in user; @Authorized(Role.Admin, ...): one of those roles. 401 before 403. */
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  const actor = requireActor(context);
  if (roles.length > 0 && !roles.includes(actor.role)) {
    throw new AppError('FORBIDDEN', 'Perfil sem permissao para esta operacao');
  }
  return true;
};

/**
 * The verified caller as a resolver parameter. Runs after @Authorized, so on an authorized field it always holds an
 * actor; on any other field a missing one is the same 401 as the auth checker's.
 */
export const CurrentActor = () => createParameterDecorator<Context>(({ context }) => requireActor(context));
