import postgres from 'postgres';
import { SERVER_URL } from './service';

/** The PostgreSQL server the service-level proofs need (R2, R3, R4); those suites skip when it does not answer. */
export async function pgAvailable(): Promise<boolean> {
  const s = postgres(SERVER_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await s`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await s.end({ timeout: 1 });
  }
}
