import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import * as documents from '../../web/src/queries';

// The page uses only the public API: every document it sends is valid against the committed SDL, so a schema change
// that would break the page fails here rather than in a browser.
describe('the live page\'s GraphQL documents', () => {
  const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));
  const entries = Object.entries(documents).filter(([, v]) => typeof v === 'string' && /^(query|mutation|subscription)\b/.test(v));

  it('are all found', () => expect(entries.length).toBeGreaterThanOrEqual(14));

  it.each(entries)('%s is valid against schema/schema.graphql', (_name, source) => {
    expect(validate(schema, parse(source as string)).map((e) => e.message)).toEqual([]);
  });
});
