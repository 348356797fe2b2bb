/**
 * Runs the tasks at most `limite` at a time, in their order, and waits for all; one task's failure stops no other.
 * The field page's offline copies (issue 35): a phone on 3G gains a round trip per batch, and the server keeps a
 * bounded share of its connections for one phone.
 */
export async function emParalelo(tarefas: (() => Promise<unknown>)[], limite: number): Promise<void> {
  let proxima = 0;
  const trabalhador = async () => {
    while (proxima < tarefas.length) {
      const tarefa = tarefas[proxima++];
      await tarefa().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limite, tarefas.length)) }, trabalhador));
}
