// The notification list and unread count of the page (pure: unit-tested).

export type Notificacao = { id: string; tipo: string; titulo: string; mensagem: string; lida: boolean; criadaEm: string };
export type NotificacoesState = { unread: number; items: Notificacao[] };

/** How many notifications the page keeps in its list (the API returns the newest 100). */
export const KEPT = 30;

export const initial = (items: Notificacao[], unread: number): NotificacoesState => ({ unread, items: items.slice(0, KEPT) });

/** A notification from the subscription: counted once, even if it arrives twice (reconnection) or was already listed. */
export function added(s: NotificacoesState, n: Notificacao): NotificacoesState {
  if (s.items.some((i) => i.id === n.id)) return s;
  return { unread: s.unread + (n.lida ? 0 : 1), items: [n, ...s.items].slice(0, KEPT) };
}

export function read(s: NotificacoesState, id: string): NotificacoesState {
  const target = s.items.find((i) => i.id === id);
  if (!target || target.lida) return s;
  return { unread: Math.max(0, s.unread - 1), items: s.items.map((i) => (i.id === id ? { ...i, lida: true } : i)) };
}

export const allRead = (s: NotificacoesState): NotificacoesState => ({ unread: 0, items: s.items.map((i) => ({ ...i, lida: true })) });

/** What the badge shows (99+ past 99) and what a screen reader says. */
export function badge(unread: number): { text: string; label: string; visible: boolean } {
  const label = unread === 0 ? 'Notificações: nenhuma não lida' : `Notificações: ${unread} não ${unread === 1 ? 'lida' : 'lidas'}`;
  return { text: unread > 99 ? '99+' : String(unread), label, visible: unread > 0 };
}
