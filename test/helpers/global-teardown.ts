import { dropTemplate } from './db-template';

export default async function globalTeardown() {
  await dropTemplate();
}
