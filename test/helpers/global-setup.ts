import { createTemplate } from './db-template';

/**
 * With DATABASE_URL the suite runs against that PostgreSQL server (it fails fast here if the server does not
 * answer); either way the run's migrated template database is made once, here (test/helpers/db-template.ts).
 */
export default async function globalSetup() {
  await createTemplate();
}
