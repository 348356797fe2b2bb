import nodemailer, { type Transporter } from 'nodemailer';

export type Email = { para: string; assunto: string; texto: string; html: string; descadastro: string };

/** Sends the digest e-mail; `null` when SMTP is not configured (the digest is then a notification only). */
export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    // Bounded waits: a hung SMTP server must not hold the job (the notification is stored already).
    // (The URL goes inside the options: a second argument would be message defaults, not the transport's.)
    this.transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(e: Email): Promise<void> {
    await this.transport.sendMail({
      from: this.from, to: e.para, subject: e.assunto, text: e.texto, html: e.html,
      // RFC 2369: mail clients show their own "unsubscribe" for this address.
      list: { unsubscribe: { url: e.descadastro, comment: 'Descadastrar' } },
    });
  }

  close(): void {
    this.transport.close();
  }
}
