import type { HealthService } from './health.service';

// Infrastructure, not domain: declared in SDL and merged into the TypeGraphQL schema (see graphql/schema.ts).
export const healthTypeDefs = /* GraphQL */ `
  type Health {
    "Healthy or Unhealthy"
    status: String!
    timestamp: DateTime!
  }
  extend type Query {
    "Public. Unhealthy when the database does not answer within 1 s or the service is shutting down."
    health: Health!
    "Public. Healthy whenever the process runs."
    live: Health!
  }
`;

export const healthResolvers = (health: HealthService) => ({
  Query: {
    health: () => health.check(),
    live: () => health.live(),
  },
});
