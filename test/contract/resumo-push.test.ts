import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { startFakeFcm, type FakeFcm } from '../helpers/fake-fcm';
import { makeTenant, type TestTenant } from '../helpers/factories';

/*
 * Issue 36, item 5: the daily digest is delivered as a push, through FCM (a fake one here), to the devices of its
 * user only. "Push off" is a user without a registered device (the app removed its token): there is no other switch
 * for push; the digest is still stored as the user's notification.
 */
describe('the daily digest as a push (PUSH_PROVIDER=fcm)', () => {
  // 2026-11-20, 07:30 in Sao Paulo: tenant A's hour (6, the default) has come; tenant B set 9.
  const clock = fixedClock('2026-11-20T10:30:00.000Z');
  let fcm: FakeFcm;
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  const tok = (x: TestTenant, r: Role) => x.users[r].token;
  const to = (token: string) => fcm.sent.filter((m) => m.token === token);

  beforeAll(async () => {
    fcm = await startFakeFcm();
    t = await startTestApp(fcm.env, { clock });
    api = client(t.url);
    [a, b] = await Promise.all([makeTenant(t.app, 'resumo-push-a'), makeTenant(t.app, 'resumo-push-b')]);
    expect((await api.put('/api/resumo-diario/configuracao', { hora: 9 }, tok(b, Role.Admin))).status).toBe(200);
    const device = async (x: TestTenant, r: Role, token: string) =>
      expect((await api.post('/api/auth/device-token', { token, platform: 'android' }, tok(x, r))).status).toBe(200);
    await device(a, Role.Gerente, 'tok-a-gerente');
    await device(b, Role.Gerente, 'tok-b-gerente');
    // A's Operador turned push off: the device's token registered, then removed.
    await device(a, Role.Operador, 'tok-a-operador');
    expect((await api.del('/api/auth/device-token', tok(a, Role.Operador), { token: 'tok-a-operador' })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fcm.close();
  });

  it('the job pushes the digest once to the user\'s device, with its title and text; none to a user with push off or of another tenant', async () => {
    const run = await t.app.resumoDiario();
    expect(run.enviados).toBe(3); // A's Admin, Gerente and Operador
    await t.app.pushSettled();
    const [digest] = (await api.get('/api/notificacoes', tok(a, Role.Gerente))).body.filter((n: { tipo: string }) => n.tipo === 'ResumoDiario');
    expect(digest).toMatchObject({ titulo: 'Resumo Diario' });
    expect(to('tok-a-gerente')).toEqual([{
      token: 'tok-a-gerente', title: 'Resumo Diario', body: digest.mensagem,
      data: expect.objectContaining({ tipo: 'ResumoDiario', notificationId: digest.id, perfil: 'Gestor' }),
    }]);
    // Push off: the digest is stored for the Operador, and nothing is sent to the token it removed.
    expect((await api.get('/api/notificacoes', tok(a, Role.Operador))).body.filter((n: { tipo: string }) => n.tipo === 'ResumoDiario')).toHaveLength(1);
    expect(to('tok-a-operador')).toEqual([]);
    // Tenant B's hour has not come: its Gerente's device got nothing of A's digests.
    expect(to('tok-b-gerente')).toEqual([]);
    expect(fcm.sent).toHaveLength(1);

    // The job again the same day (another instance, a restart): nothing more is pushed.
    expect(await t.app.resumoDiario()).toEqual({ devidos: 0, enviados: 0 });
    await t.app.pushSettled();
    expect(fcm.sent).toHaveLength(1);
  });

  it('at B\'s hour, B\'s Gerente gets B\'s digest, once; A\'s device nothing more', async () => {
    clock.set('2026-11-20T12:30:00.000Z');
    try {
      expect((await t.app.resumoDiario()).enviados).toBe(3);
      await t.app.pushSettled();
      const [digest] = (await api.get('/api/notificacoes', tok(b, Role.Gerente))).body.filter((n: { tipo: string }) => n.tipo === 'ResumoDiario');
      expect(to('tok-b-gerente')).toEqual([expect.objectContaining({ title: 'Resumo Diario', body: digest.mensagem, data: expect.objectContaining({ notificationId: digest.id }) })]);
      expect(to('tok-a-gerente')).toHaveLength(1);
      expect(fcm.sent).toHaveLength(2);
    } finally {
      clock.set('2026-11-20T10:30:00.000Z');
    }
  });
});
