import { defineConfig } from 'drizzle-kit';

// Generation only: drizzle-kit diffs the schema files against drizzle/meta, no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/auth/schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
