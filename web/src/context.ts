import type { Api } from './api';
import type { Quote } from './candles';
import type { Live } from './live';
import type { Notificacao } from './notifications';
import type { Usuario } from './session';

/** Live events the sections share: one subscription each, fanned out in the page. */
export type Events = { notificacao: Notificacao; cotacao: Quote; naoLidas: number; leitura: null };

export type PageContext = {
  api: Api;
  live: Live;
  user: Usuario;
  on<K extends keyof Events>(event: K, fn: (value: Events[K]) => void): void;
  emit<K extends keyof Events>(event: K, value: Events[K]): void;
};

/**
 * A section of the page. The page is this registry (sections/index.ts): a new domain adds a file and a row, and
 * `roles` hides sections whose data the person's role may not read (money is for Admin and Gerente).
 */
export type Section = {
  id: string;
  title: string;
  roles?: string[];
  /** Wide sections span the whole row on a desktop. */
  wide?: boolean;
  mount(el: HTMLElement, ctx: PageContext): Promise<void>;
};

export function emitter(): Pick<PageContext, 'on' | 'emit'> {
  const handlers = new Map<string, ((v: never) => void)[]>();
  return {
    on: (event, fn) => void handlers.set(event, [...(handlers.get(event) ?? []), fn as (v: never) => void]),
    emit: (event, value) => { for (const fn of handlers.get(event) ?? []) (fn as (v: typeof value) => void)(value); },
  };
}
