// One list of things to undo (servers, temp folders, the reference file, a PostgreSQL database), run in
// reverse order on success, failure and Ctrl-C alike, so a benchmark never leaves anything behind.

const tasks = [];
let running = null;

/** Registers `fn` and returns a function that runs it now (once) and takes it off the list. */
export function onCleanup(label, fn) {
  const task = { label, fn, done: false };
  tasks.push(task);
  return async () => {
    if (task.done) return;
    task.done = true;
    tasks.splice(tasks.indexOf(task), 1);
    await fn();
  };
}

export function cleanupAll() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop();
      if (task.done) continue;
      task.done = true;
      try {
        await task.fn();
      } catch (err) {
        console.error(`[bench] cleanup of ${task.label} failed: ${err.message}`);
      }
    }
    running = null;
  })();
  return running;
}

/** Ctrl-C or a kill still stops the servers and removes the temp files before exiting. */
export function cleanupOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: cleaning up`);
      void cleanupAll().then(() => process.exit(130));
    });
  }
}

/**
 * An error thrown outside the run's own promise chain (a child process's 'error' event, e.g. a browser
 * that cannot be started) would otherwise end node at once and leave the servers running.
 */
export function cleanupOnCrash() {
  process.once('uncaughtException', (err) => {
    console.error(`[bench] failed: ${err.stack ?? err}`);
    void cleanupAll().then(() => process.exit(1));
  });
}
