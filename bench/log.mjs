// Progress lines go to stderr with the elapsed time, so stdout carries only the results table.

const started = Date.now();

export function log(message) {
  const s = Math.round((Date.now() - started) / 1000);
  const stamp = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  console.error(`[bench ${stamp}] ${message}`);
}

export function elapsedSeconds() {
  return (Date.now() - started) / 1000;
}
