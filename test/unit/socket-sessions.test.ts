import pino from 'pino';
import { Role, type Actor } from '../../src/auth/actor';
import type { ActiveUser } from '../../src/graphql/context';
import { SocketSessions } from '../../src/graphql/socket-sessions';

const actor: Actor = { userId: '11111111-1111-4111-8111-111111111111', tenantId: '22222222-2222-4222-8222-222222222222', role: Role.Gerente, email: 'g@x.com', nome: 'G' };
const asUser = (over: Partial<ActiveUser> = {}): ActiveUser => ({ id: actor.userId, tenantId: actor.tenantId, role: actor.role, email: actor.email, nome: actor.nome, ...over });
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe(SocketSessions.name, () => {
  let sessions: SocketSessions | undefined;
  afterEach(() => sessions?.stop());

  it('holds deliveries while a re-check of a deactivated user is in flight, then refuses them and closes with 4401', async () => {
    const answer = deferred<Map<string, ActiveUser>>();
    sessions = new SocketSessions(() => answer.promise, silent, 60_000);
    const socket = { close: jest.fn() };
    const session = sessions.open(socket, actor, Date.now() + 60_000);
    expect(sessions.deliverableNow(session)).toBe(true);
    sessions.userChanged(actor.userId); // the deactivation is announced; its re-check is in flight
    expect(sessions.deliverableNow(session)).toBe(false);
    const verdict = sessions.deliverable(session);
    answer.resolve(new Map()); // the user is no longer active
    expect(await verdict).toBe(false);
    expect(socket.close).toHaveBeenCalledWith(4401, expect.any(String));
  });

  it('keeps a socket whose user is unchanged, and closes one whose role or tenant changed', async () => {
    let current = asUser();
    sessions = new SocketSessions(async () => new Map([[actor.userId, current]]), silent, 60_000);
    const socket = { close: jest.fn() };
    const session = sessions.open(socket, actor, Date.now() + 60_000);
    sessions.userChanged(actor.userId);
    expect(await sessions.deliverable(session)).toBe(true);
    current = asUser({ tenantId: '33333333-3333-4333-8333-333333333333' });
    sessions.userChanged(actor.userId);
    expect(await sessions.deliverable(session)).toBe(false);
    expect(socket.close).toHaveBeenCalledTimes(1);

    const demoted = { close: jest.fn() };
    const other = sessions.open(demoted, actor, Date.now() + 60_000);
    current = asUser({ role: Role.Operador });
    sessions.userChanged(actor.userId);
    expect(await sessions.deliverable(other)).toBe(false);
    expect(demoted.close).toHaveBeenCalledWith(4401, expect.any(String));
  });

  it('closes at token expiry and refuses deliveries after', async () => {
    sessions = new SocketSessions(async () => new Map([[actor.userId, asUser()]]), silent, 60_000);
    const socket = { close: jest.fn() };
    const session = sessions.open(socket, actor, Date.now() + 80);
    await sleep(150);
    expect(socket.close).toHaveBeenCalledWith(4401, 'Token expirado');
    expect(sessions.deliverableNow(session)).toBe(false);
    expect(await sessions.deliverable(session)).toBe(false);
  });

  it('the sweep closes a socket whose user changed without an announcement (a lost event, a change outside the API)', async () => {
    let current = asUser();
    sessions = new SocketSessions(async () => new Map([[actor.userId, current]]), silent, 50);
    const socket = { close: jest.fn() };
    sessions.open(socket, actor, Date.now() + 60_000);
    await sleep(120);
    expect(socket.close).not.toHaveBeenCalled();
    current = asUser({ role: Role.Admin });
    await sleep(150);
    expect(socket.close).toHaveBeenCalledWith(4401, 'Sessao revogada');
  });
});
