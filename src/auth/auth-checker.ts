import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import type { Context } from '../graphql/context';
import type { Role } from './actor';

/** @Authorized(): any signed-in user; @Authorized(Role.Admin, ...): one of those roles. 401 before 403. */
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!context.actor) throw new AppError('UNAUTHENTICATED', 'Token de acesso ausente ou invalido');
  if (roles.length > 0 && !roles.includes(context.actor.role)) {
    throw new AppError('FORBIDDEN', 'Perfil sem permissao para esta operacao');
  }
  return true;
};
