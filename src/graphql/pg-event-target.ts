import { setMaxListeners } from 'node:events';
import type { Sql } from 'postgres';
import type { Logger } from 'pino';

const CHANNEL = 'feedlot_events';

/**
 * An EventTarget for the subscription pub/sub that fans events out through PostgreSQL
 * LISTEN/NOTIFY, so a subscriber on any instance sees events raised on any other. Payloads are
 * small: ids (subscribers re-read), and for quoteUpdated the quote itself (a few hundred bytes), far
 * below NOTIFY's 8000-byte limit.
 */
export class PgEventTarget extends EventTarget {
  private unlisten: (() => Promise<void>) | null = null;

  private constructor(private readonly sql: Sql, private readonly logger: Logger) {
    super();
    // One listener per live subscription: thousands are normal for a dashboard fleet.
    setMaxListeners(0, this);
  }

  static async create(sql: Sql, logger: Logger): Promise<PgEventTarget> {
    const target = new PgEventTarget(sql, logger);
    const sub = await sql.listen(CHANNEL, (raw) => target.receive(raw));
    target.unlisten = () => sub.unlisten();
    return target;
  }

  private receive(raw: string) {
    try {
      const { topic, detail } = JSON.parse(raw) as { topic: string; detail: unknown };
      super.dispatchEvent(new CustomEvent(topic, { detail }));
    } catch (err) {
      this.logger.warn({ err }, 'ignored malformed pub/sub notification');
    }
  }

  override dispatchEvent(event: Event): boolean {
    const payload = JSON.stringify({ topic: event.type, detail: (event as CustomEvent).detail });
    this.sql.notify(CHANNEL, payload).catch((err) => this.logger.error({ err }, 'pub/sub NOTIFY failed'));
    return true;
  }

  async close(): Promise<void> {
    await this.unlisten?.();
  }
}
