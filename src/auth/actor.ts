export enum Role {
  Operador = 'Operador',
  Gerente = 'Gerente',
  Admin = 'Admin',
  SuperAdmin = 'SuperAdmin',
}

export const ROLES = Object.values(Role);

/** The verified caller. tenantId always comes from the token and the users table, never from the request. */
export type Actor = {
  userId: string;
  tenantId: string;
  role: Role;
  email: string;
  nome: string;
};

/** Who may write a batch and what hangs off it (lotes, pesagens, animais, medicamentos, consumos, racoes). */
export const WRITERS = [Role.Admin, Role.Gerente];

/**
 * Who records what happens in the pens (issue 28, the field page): a batch weighing, an animal's weighing, a
 * treatment, a death. Creating only: correcting and deleting stay with WRITERS and Admin.
 */
export const FIELD_WRITERS = [Role.Admin, Role.Gerente, Role.Operador];
