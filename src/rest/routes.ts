import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import * as D from './documents.generated';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Route = {
  method: HttpMethod;
  path: string;
  doc: TypedDocumentNode<any, any>;
  /** Success status; 204 sends no body. */
  status: number;
  /** The JSON body becomes this variable (the mutation's input object). */
  body?: 'input';
  /** Status picked from the result instead of `status` (health: 503 when unhealthy). */
  statusFrom?: (result: any) => number;
  /** Location header of a 201. */
  location?: (result: any) => string;
};

/** The legacy REST contract: each route is one GraphQL operation; the response is data[rootField]. */
export const routes: Route[] = [
  { method: 'GET', path: '/api/health', doc: D.HealthDocument, status: 200, statusFrom: (r) => (r.status === 'Healthy' ? 200 : 503) },
  { method: 'GET', path: '/api/health/live', doc: D.LiveDocument, status: 200 },

  { method: 'POST', path: '/api/auth/register', doc: D.RegisterDocument, status: 200, body: 'input' },
  { method: 'POST', path: '/api/auth/login', doc: D.LoginDocument, status: 200, body: 'input' },
  { method: 'POST', path: '/api/auth/refresh', doc: D.RefreshTokenDocument, status: 200, body: 'input' },
  { method: 'POST', path: '/api/auth/logout', doc: D.LogoutDocument, status: 204, body: 'input' },
  { method: 'PUT', path: '/api/auth/change-password', doc: D.ChangePasswordDocument, status: 200, body: 'input' },
  { method: 'POST', path: '/api/auth/device-token', doc: D.RegisterDeviceTokenDocument, status: 200, body: 'input' },
  { method: 'DELETE', path: '/api/auth/device-token', doc: D.RemoveDeviceTokenDocument, status: 200, body: 'input' },

  { method: 'GET', path: '/api/users', doc: D.ListUsersDocument, status: 200 },
  { method: 'GET', path: '/api/users/:id', doc: D.GetUserDocument, status: 200 },
  { method: 'POST', path: '/api/users', doc: D.CreateUserDocument, status: 201, body: 'input', location: (r) => `/api/users/${r.id}` },
  { method: 'PUT', path: '/api/users/:id', doc: D.UpdateUserDocument, status: 200, body: 'input' },
  { method: 'DELETE', path: '/api/users/:id', doc: D.DeleteUserDocument, status: 204 },
  { method: 'PUT', path: '/api/users/:id/toggle-active', doc: D.ToggleUserActiveDocument, status: 200 },

  { method: 'GET', path: '/api/tenants', doc: D.ListTenantsDocument, status: 200 },
  { method: 'POST', path: '/api/tenants', doc: D.CreateTenantDocument, status: 201, body: 'input' },

  { method: 'GET', path: '/api/audit', doc: D.ListAuditDocument, status: 200 },
];
