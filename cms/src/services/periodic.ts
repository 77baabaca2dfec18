/**
 * Runs `job` every `intervalMs`, never two runs at once; a failing run is logged as `[cms] <what> failed`
 * and the next one is tried on time. The timer does not keep the process alive. The returned function stops
 * it and resolves once a run under way has finished, so the database can be closed after it.
 */
export function runEvery(intervalMs: number, what: string, job: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= job()
      .catch((err: unknown) => console.error(`[cms] ${what} failed:`, err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
