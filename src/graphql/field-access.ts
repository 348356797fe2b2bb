import { getMetadataStorage } from 'type-graphql';
import type { Role } from '../auth/actor';

export type FieldAccess = { public: true } | { public: false; roles: Role[] };

/** Access rule of each Query/Mutation field, read from the @Authorized metadata (REST uses it to order 401/403 before 400). */
export function rootFieldAccess(): Map<string, FieldAccess> {
  const storage = getMetadataStorage();
  const access = new Map<string, FieldAccess>();
  const authorized = new Map(storage.authorizedFields.map((a) => [`${a.target.name}.${a.fieldName}`, a.roles as Role[]]));
  for (const q of [...storage.queries, ...storage.mutations, ...storage.subscriptions]) {
    const roles = authorized.get(`${q.target.name}.${q.methodName}`);
    access.set(q.schemaName, roles ? { public: false, roles } : { public: true });
  }
  return access;
}
