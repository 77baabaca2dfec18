import { hsl, prng } from './palette';
import { round } from './svg';

/**
 * A Himalayan skyline: `layers` ridges from far (pale, snow-capped) to near (darker), between x0 and x1 with
 * their feet at baseY. Shared by banners and the about picture to give the shop a consistent look.
 */
export function mountains(x0: number, x1: number, baseY: number, height: number, hue: number, seed: number) {
  const rnd = prng(seed);
  let out = '';
  const layers = 3;
  for (let layer = 0; layer < layers; layer++) {
    const peaks = 4 + layer;
    const span = (x1 - x0) / peaks;
    const top = baseY - height * (1 - layer * 0.28);
    let d = `M${x0} ${baseY}`;
    let snow = '';
    for (let i = 0; i < peaks; i++) {
      const px = round(x0 + span * (i + 0.3 + rnd() * 0.4));
      const py = round(top + rnd() * height * 0.25);
      const vx = round(x0 + span * (i + 1));
      const vy = round(baseY - height * (0.25 + rnd() * 0.2) * (1 - layer * 0.3));
      d += ` L${px} ${py} L${vx} ${vy}`;
      if (layer === 0) {
        const cap = (baseY - py) * 0.22;
        snow += `<path d="M${px} ${py} L${round(px - cap * 0.8)} ${round(py + cap)} L${round(px - cap * 0.2)} ${round(py + cap * 0.8)} L${px} ${round(py + cap * 1.1)} L${round(px + cap * 0.3)} ${round(py + cap * 0.8)} L${round(px + cap * 0.8)} ${round(py + cap)} Z" fill="#ffffff" opacity="0.95"/>`;
      }
    }
    d += ` L${x1} ${baseY} Z`;
    out += `<path d="${d}" fill="${hsl(hue, 25 + layer * 10, 78 - layer * 14)}"/>${snow}`;
  }
  return out;
}

/** A string of prayer flags hanging between two points. */
export function flagString(x0: number, y0: number, x1: number, y1: number, sag: number, count: number) {
  const colours = ['#2f6fd0', '#f4f2ea', '#d23b34', '#2e9e5a', '#f2c530'];
  let out = `<path d="M${x0} ${y0} Q ${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}" stroke="#6b5a48" stroke-width="2" fill="none"/>`;
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = round((1 - t) * (1 - t) * x0 + 2 * t * (1 - t) * ((x0 + x1) / 2) + t * t * x1);
    const y = round((1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * ((y0 + y1) / 2 + sag * 2) + t * t * y1);
    out += `<rect x="${x - 11}" y="${y}" width="22" height="32" fill="${colours[i % colours.length] ?? '#fff'}"/>`;
  }
  return out;
}
