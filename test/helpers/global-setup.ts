/** With DATABASE_URL the suite runs against that PostgreSQL server; fail fast if it does not answer. */
export default async function globalSetup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
  } finally {
    await sql.end();
  }
}
