import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { resolverInstances, type Services } from '../../src/modules/index';

// A plain field of a TypeGraphQL type runs a wrapper (resolver data object, middleware dispatch) unless its type is
// declared with simpleResolvers; with no field-level auth or middleware in this schema, every output type reads its
// properties directly (the wrapper ran 7,000 times for a 1,000-row consumption list).
it('every output type reads its fields directly (simpleResolvers)', () => {
  expect(resolverInstances({} as Services).size).toBeGreaterThan(0); // the registry loaded every type
  const types = getMetadataStorage().objectTypes;
  expect(types.length).toBeGreaterThan(50);
  expect(types.filter((t) => t.simpleResolvers !== true).map((t) => t.name)).toEqual([]);
});
