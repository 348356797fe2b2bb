import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { CLOCK_SKEW_SECONDS, TokenService, VERIFIED_TOKENS } from '../../src/auth/token';
import { Role } from '../../src/auth/actor';

const opts = { secret: 'x'.repeat(32), issuer: 'feedlot', audience: 'feedlot-api', accessTtlSeconds: 60 };
const user = { id: '11111111-1111-4111-8111-111111111111', email: 'g@x.com', role: Role.Gerente, tenantId: '22222222-2222-4222-8222-222222222222' };

/** Access tokens verified once are remembered by their exact text; every rule still holds on every use. */
describe('TokenService.verifyAccess', () => {
  afterEach(() => jest.useRealTimers());

  it('verifies a token once, then answers the same claims without verifying it again', () => {
    const tokens = new TokenService(opts);
    const token = tokens.signAccess(user);
    const verify = jest.spyOn(jwt, 'verify');
    const first = tokens.verifyAccess(token);
    expect(first).toEqual(expect.objectContaining({ sub: user.id, role: user.role, tenantId: user.tenantId }));
    expect(tokens.verifyAccess(token)).toBe(first);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });

  it('refuses a remembered token once it expires, with the same tolerance as a fresh verification', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const tokens = new TokenService(opts);
    const token = tokens.signAccess(user);
    const exp = tokens.verifyAccess(token)!.exp;
    jest.setSystemTime((exp + CLOCK_SKEW_SECONDS) * 1000 - 1);
    expect(tokens.verifyAccess(token)).not.toBeNull();
    jest.setSystemTime((exp + CLOCK_SKEW_SECONDS) * 1000);
    expect(tokens.verifyAccess(token)).toBeNull();
    expect(new TokenService(opts).verifyAccess(token)).toBeNull(); // what a fresh verification says
    expect(tokens.verifyAccess(token, { ignoreExpiration: true })).not.toBeNull(); // the refresh exchange
    expect(tokens.verifyAccess(token)).toBeNull(); // and that did not make it valid again
  });

  it('does not take a token that differs from a remembered one by a character', () => {
    const tokens = new TokenService(opts);
    const token = tokens.signAccess(user);
    expect(tokens.verifyAccess(token)).not.toBeNull();
    const [h, p, sig] = token.split('.');
    const tampered = `${h}.${p}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verifyAccess(tampered)).toBeNull();
    const forged = jwt.sign({ email: user.email, role: Role.Admin, tenantId: user.tenantId }, createSecretKey(Buffer.from('y'.repeat(32))),
      { algorithm: 'HS256', subject: user.id, issuer: opts.issuer, audience: opts.audience, expiresIn: 60, jwtid: 'j' });
    expect(tokens.verifyAccess(forged)).toBeNull();
  });

  it('remembers a bounded number of tokens, forgetting the oldest first', () => {
    const tokens = new TokenService(opts);
    const all = Array.from({ length: VERIFIED_TOKENS + 1 }, () => tokens.signAccess(user));
    for (const t of all) tokens.verifyAccess(t);
    const verify = jest.spyOn(jwt, 'verify');
    tokens.verifyAccess(all[all.length - 1]);
    expect(verify).not.toHaveBeenCalled();
    tokens.verifyAccess(all[0]);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });
});
