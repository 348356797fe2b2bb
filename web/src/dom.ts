// A few lines instead of a UI framework: the page builds its DOM with h() and never parses HTML from data.

type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;
type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false && v != null) el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}

/**
 * Replaces the children of `el`. Live data redraws whole tables; a control that had the focus in what was replaced
 * hands it to its successor (same id, else same tag and name in the same keyed row), so a keyboard or screen-reader
 * user is not sent back to the top of the page by a quote.
 */
export function fill(el: Element, ...children: (Child | Child[])[]): void {
  const focused = document.activeElement;
  const had = focused instanceof HTMLElement && focused !== el && el.contains(focused) ? identity(focused) : null;
  el.replaceChildren(...children.flat().filter((c): c is Node | string | number => c !== null && c !== undefined && c !== false).map((c) => (c instanceof Node ? c : String(c))));
  if (had) [...el.querySelectorAll<HTMLElement>(had.tag)].find((e) => identity(e).key === had.key)?.focus({ preventScroll: true });
}

/** What makes a control the same one after a redraw: its id, else its name and the row (batch, position) it is in. */
function identity(e: HTMLElement): { tag: string; key: string } {
  const row = e.parentElement?.closest('[data-lote], [data-hedge]');
  const name = e.id ? `#${e.id}` : e.getAttribute('aria-label') ?? e.textContent ?? '';
  return { tag: e.localName, key: `${row?.getAttribute('data-lote') ?? ''}|${row?.getAttribute('data-hedge') ?? ''}|${name}` };
}

/** Runs `fn` at most once per `ms` burst (the last call wins). */
export function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}
