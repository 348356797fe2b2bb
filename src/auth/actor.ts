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
