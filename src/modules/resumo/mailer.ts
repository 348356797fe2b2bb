import type { Transporter } from 'nodemailer';

export type Email = { para: string; assunto: string; texto: string; html: string; descadastro: string };

/** Sends the digest e-mail; `null` when SMTP is not configured (the digest is then a notification only). */
export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

export class SmtpMailer implements Mailer {
  private transport?: Transporter;

  constructor(private readonly smtpUrl: string, private readonly from: string) {}

  async send(e: Email): Promise<void> {
    await this.transporter().sendMail({
      from: this.from, to: e.para, subject: e.assunto, text: e.texto, html: e.html,
      // RFC 2369: mail clients show their own "unsubscribe" for this address.
      list: { unsubscribe: { url: e.descadastro, comment: 'Descadastrar' } },
    });
  }

  close(): void {
    this.transport?.close();
  }

  /**
   * nodemailer is loaded with the first mail, not at start: about 700 KB of source (2 MB of heap) that a process
   * which sends no digest (most of them: the job runs once a day, on one instance) should not hold.
   */
  private transporter(): Transporter {
    if (!this.transport) {
      const nodemailer = require('nodemailer') as typeof import('nodemailer');
      // Bounded waits: a hung SMTP server must not hold the job (the notification is stored already).
      // (The URL goes inside the options: a second argument would be message defaults, not the transport's.)
      this.transport = nodemailer.createTransport({ url: this.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    }
    return this.transport;
  }
}
