import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { GLOBAL_TOPICS, SHARED_ACROSS_USERS } from '../../src/graphql/pubsub';
import { resolverInstances, type Services } from '../../src/modules/index';

// Subscribers of a field in SHARED_ACROSS_USERS get one execution per event, whoever they are (src/graphql/fanout.ts):
// a field there whose events carry a tenant's data would deliver one tenant's events to every user. The set names
// fields by string, so the schema and the resolvers' metadata are what check it.
it('every field shared across users is a Subscription root field listening to global topics only', () => {
  expect(resolverInstances({} as Services).size).toBeGreaterThan(0); // the registry loaded every resolver
  const schema = buildSchema(readFileSync(path.join(__dirname, '../../schema/schema.graphql'), 'utf8'));
  const root = schema.getSubscriptionType();
  expect(root && isObjectType(root)).toBe(true);
  const subscriptions = getMetadataStorage().subscriptions;
  expect(subscriptions.length).toBe(Object.keys(root!.getFields()).length);
  expect(SHARED_ACROSS_USERS.size).toBeGreaterThan(0);
  for (const name of SHARED_ACROSS_USERS) {
    expect(Object.keys(root!.getFields())).toContain(name);
    const meta = subscriptions.filter((s) => s.schemaName === name);
    expect(meta).toHaveLength(1);
    const topics = [meta[0].topics].flat();
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.filter((t) => !(GLOBAL_TOPICS as readonly unknown[]).includes(t))).toEqual([]);
  }
});
