import { hsl, type Palette } from './palette';
import { groundShadow, polar, round } from './svg';

/** Handicrafts, drawn in the 400x520 motif box. */

const BRONZE = { light: '#e3b35f', mid: '#c18b3a', dark: '#8a5a1c' };
/** Traditional prayer-flag order: sky, air, fire, water, earth. */
const FLAG_COLOURS = ['#2f6fd0', '#f4f2ea', '#d23b34', '#2e9e5a', '#f2c530'];

/** Repeating dhaka-style diamond band, the pattern of Nepali topi and textiles. */
function dhakaBand(x: number, y: number, w: number, h: number, p: Palette): string {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.accentDark}"/>`;
  const step = h;
  for (let i = 0; i * step < w; i++) {
    const cx = x + i * step + step / 2;
    const cy = y + h / 2;
    out += `<path d="M${cx} ${y + 3} L${cx + h / 2 - 3} ${cy} L${cx} ${y + h - 3} L${cx - h / 2 + 3} ${cy} Z" fill="${i % 2 ? hsl(p.hue + 40, 80, 62) : '#fff4dc'}"/>`;
  }
  return out;
}

function singingBowl(p: Palette): string {
  return (
    groundShadow(200, 500, 160) +
    `<path d="M60 480 Q 60 420 200 416 Q 340 420 340 480 Q 340 504 200 504 Q 60 504 60 480 Z" fill="${p.accent}"/>` +
    `<path d="M70 470 Q 200 440 330 470" stroke="${p.accentLight}" stroke-width="6" fill="none"/>` +
    `<path d="M80 300 Q 86 446 200 450 Q 314 446 320 300 Z" fill="${BRONZE.mid}"/>` +
    `<path d="M200 300 H320 Q 314 446 200 450 Z" fill="${BRONZE.dark}" opacity="0.5"/>` +
    `<ellipse cx="200" cy="300" rx="120" ry="30" fill="${BRONZE.dark}"/>` +
    `<ellipse cx="200" cy="300" rx="110" ry="24" fill="${BRONZE.light}"/>` +
    `<ellipse cx="200" cy="304" rx="96" ry="18" fill="${BRONZE.mid}"/>` +
    `<path d="M100 340 Q 200 370 300 340" stroke="${BRONZE.light}" stroke-width="4" fill="none" opacity="0.7"/>` +
    `<path d="M280 200 L360 430" stroke="${hsl(25, 45, 35)}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M300 258 L326 334" stroke="${p.accentDark}" stroke-width="20"/>`
  );
}

function butterLamp(p: Palette): string {
  return (
    groundShadow(200, 500, 110) +
    `<path d="M196 180 C 170 150 186 110 200 70 C 214 110 232 150 204 180 Z" fill="#ffb733"/>` +
    `<path d="M198 178 C 188 160 194 140 200 120 C 206 140 212 160 202 178 Z" fill="#fff1b8"/>` +
    `<circle cx="200" cy="130" r="90" fill="#ffd27a" opacity="0.18"/>` +
    `<path d="M96 200 Q 104 300 200 306 Q 296 300 304 200 Z" fill="${BRONZE.mid}"/>` +
    `<ellipse cx="200" cy="200" rx="104" ry="22" fill="${BRONZE.light}"/>` +
    `<ellipse cx="200" cy="202" rx="86" ry="14" fill="${hsl(45, 80, 70)}"/>` +
    `<path d="M184 306 H216 L226 430 H174 Z" fill="${BRONZE.mid}"/>` +
    `<path d="M200 306 H216 L226 430 H200 Z" fill="${BRONZE.dark}" opacity="0.5"/>` +
    `<ellipse cx="200" cy="360" rx="36" ry="10" fill="${BRONZE.light}"/>` +
    `<path d="M110 500 Q 114 430 200 428 Q 286 430 290 500 Z" fill="${BRONZE.mid}"/>` +
    `<path d="M120 470 H280" stroke="${p.accent}" stroke-width="8"/>`
  );
}

function prayerFlags(): string {
  let out = `<rect x="30" y="60" width="12" height="440" rx="4" fill="#7a5a3a"/><rect x="358" y="60" width="12" height="440" rx="4" fill="#7a5a3a"/>`;
  for (const [row, sag] of [
    [90, 70],
    [230, 60],
  ] as const) {
    out += `<path d="M40 ${row} Q 200 ${row + sag * 2} 360 ${row}" stroke="#5a4a3a" stroke-width="3" fill="none"/>`;
    for (let i = 0; i < 10; i++) {
      const t = (i + 0.5) / 10;
      const x = round(40 + 320 * t);
      const y = round(row + 2 * sag * 2 * t * (1 - t));
      const c = FLAG_COLOURS[i % FLAG_COLOURS.length] ?? '#fff';
      out += `<rect x="${x - 13}" y="${y}" width="26" height="40" fill="${c}" transform="rotate(${round((t - 0.5) * 16)} ${x} ${y})"/><circle cx="${x}" cy="${y + 18}" r="6" fill="#000" opacity="0.12"/>`;
    }
  }
  return out + groundShadow(200, 500, 180);
}

function topi(p: Palette): string {
  return (
    groundShadow(200, 500, 160) +
    `<path d="M70 470 L90 250 Q 200 200 330 300 L330 470 Q 200 492 70 470 Z" fill="${p.accent}"/>` +
    `<clipPath id="topi"><path d="M70 470 L90 250 Q 200 200 330 300 L330 470 Q 200 492 70 470 Z"/></clipPath>` +
    `<g clip-path="url(#topi)">${[250, 300, 350, 400].map((y) => dhakaBand(60, y, 280, 26, p)).join('')}</g>` +
    `<path d="M70 470 Q 200 492 330 470 L330 440 Q 200 462 70 440 Z" fill="${p.accentDark}"/>`
  );
}

function journal(p: Palette): string {
  return (
    groundShadow(200, 500, 150) +
    `<rect x="96" y="96" width="232" height="400" rx="8" fill="#efe6d2"/>` +
    `<rect x="84" y="84" width="232" height="404" rx="10" fill="${hsl(p.hue, 40, 62)}"/>` +
    `<rect x="84" y="84" width="30" height="404" fill="${p.accentDark}"/>` +
    `<circle cx="215" cy="240" r="70" fill="none" stroke="#fff8e8" stroke-width="6"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const [x, y] = polar(215, 240, i * 45, 48);
      return `<circle cx="${x}" cy="${y}" r="14" fill="#fff8e8" opacity="0.85"/>`;
    }).join('') +
    `<circle cx="215" cy="240" r="20" fill="${p.accentDark}"/>` +
    `<rect x="150" y="370" width="130" height="12" rx="6" fill="#fff8e8"/>` +
    `<path d="M300 84 V200 L285 188 L270 200 V84" fill="${hsl(p.hue + 180, 60, 50)}"/>`
  );
}

function textile(p: Palette, withHandle: boolean): string {
  const layers = [0, 1, 2]
    .map((i) => {
      const y = 300 + i * 64;
      const fill = [p.accent, hsl(p.hue + 35, 55, 60), p.accentLight][i] ?? p.accent;
      return `<rect x="${70 + i * 6}" y="${y}" width="${260 - i * 12}" height="60" rx="14" fill="${fill}"/>${dhakaBand(80 + i * 6, y + 20, 240 - i * 12, 20, p)}`;
    })
    .join('');
  const strap = `<path d="M100 300 C 100 200 150 150 200 150 C 250 150 300 200 300 300" stroke="${p.accentDark}" stroke-width="16" fill="none"/>`;
  return groundShadow(200, 500, 160) + (withHandle ? strap : '') + layers;
}

/** Carved wooden medallion (masks, windows, other carvings): a lotus rosette in rings. */
function carving(p: Palette): string {
  const wood = hsl(24, 45, 40);
  const woodLight = hsl(28, 50, 55);
  let petals = '';
  for (let i = 0; i < 12; i++) {
    petals += `<path d="M200 280 C 186 240 190 200 200 180 C 210 200 214 240 200 280 Z" fill="${woodLight}" transform="rotate(${i * 30} 200 280)"/>`;
  }
  let beads = '';
  for (let i = 0; i < 24; i++) {
    const [x, y] = polar(200, 280, i * 15, 150);
    beads += `<circle cx="${x}" cy="${y}" r="7" fill="${woodLight}"/>`;
  }
  return (
    groundShadow(200, 500, 150) +
    `<circle cx="200" cy="280" r="172" fill="${wood}"/>` +
    `<circle cx="200" cy="280" r="136" fill="${hsl(24, 45, 32)}"/>` +
    beads +
    `<circle cx="200" cy="280" r="118" fill="none" stroke="${p.accent}" stroke-width="10"/>` +
    petals +
    `<circle cx="200" cy="280" r="34" fill="${p.accent}"/>` +
    `<circle cx="200" cy="280" r="16" fill="${p.accentLight}"/>`
  );
}

export function handicraft(p: Palette, key: string): string {
  if (/bowl/.test(key)) return singingBowl(p);
  if (/lamp/.test(key)) return butterLamp(p);
  if (/flag/.test(key)) return prayerFlags();
  if (/topi|cap|hat/.test(key)) return topi(p);
  if (/journal|notebook|paper/.test(key)) return journal(p);
  if (/shawl|sock|tote|bag|cushion|scarf/.test(key)) return textile(p, /tote|bag/.test(key));
  return carving(p);
}
