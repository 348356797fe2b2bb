import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';

/** A fake Firebase Cloud Messaging (HTTP v1) and the environment that points PUSH_PROVIDER=fcm at it. */
export type FakeFcm = {
  url: string; server: Server; sent: { token: string; title: string; body: string; data: Record<string, string> }[]; failAll: boolean;
  env: Record<string, string>; close(): Promise<void>;
};

/**
 * Token endpoint (checks the RS256 assertion with the service account's public key) and messages:send, which keeps
 * every message; the token `tok-gone` answers UNREGISTERED. Writes the service-account file the app reads.
 */
export async function startFakeFcm(): Promise<FakeFcm> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const fake = { sent: [], failAll: false } as unknown as FakeFcm;
  fake.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        try {
          jwt.verify(assertion, pub, { algorithms: ['RS256'] });
        } catch {
          return void res.writeHead(401).end('{}');
        }
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'at-1', expires_in: 3600 }));
      }
      if (req.headers.authorization !== 'Bearer at-1') return void res.writeHead(401).end('{}');
      if (fake.failAll) return void res.writeHead(500).end('{}');
      const { message } = JSON.parse(body);
      fake.sent.push({ token: message.token, title: message.notification.title, body: message.notification.body, data: message.data });
      if (message.token === 'tok-gone') {
        return void res.writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"projects/p/messages/1"}');
    });
  });
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fcm-')), 'sa.json');
  writeFileSync(file, JSON.stringify({
    project_id: 'feedlot-test', client_email: 'push@feedlot-test.iam', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${fake.url}/token`,
  }));
  fake.env = { PUSH_PROVIDER: 'fcm', FCM_SERVICE_ACCOUNT_FILE: file, FCM_API_URL: fake.url };
  fake.close = () => new Promise<void>((r) => fake.server.close(() => r()));
  return fake;
}
