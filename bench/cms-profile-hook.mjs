// Loaded into a CMS of the sale section with NODE_OPTIONS=--import (Node refuses --cpu-prof there): the first
// SIGUSR2 starts V8's sampling profiler, the second stops it and writes the profile to
// BENCH_CPU_PROFILE_FILE. Idle until signalled, so the CMS runs as usual the rest of the time.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.BENCH_CPU_PROFILE_FILE;
if (file) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')),
      );
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
