import { hsl, prng, type Palette } from './palette';
import { FONT, groundShadow, round } from './svg';

/** Seed packets, tools and planters, drawn in the 400x520 motif box. */

const METAL = { light: '#dfe5ea', mid: '#aab5bf', dark: '#75828e' };

function sprout(x: number, y: number, p: Palette): string {
  return (
    `<path d="M${x} ${y} V${y - 70}" stroke="${p.leafDark}" stroke-width="5"/>` +
    `<path d="M${x} ${y - 45} C ${x - 50} ${y - 60} ${x - 60} ${y - 100} ${x - 58} ${y - 112} C ${x - 20} ${y - 105} ${x - 5} ${y - 80} ${x} ${y - 45} Z" fill="${p.leafLight}"/>` +
    `<path d="M${x} ${y - 60} C ${x + 45} ${y - 70} ${x + 60} ${y - 110} ${x + 55} ${y - 122} C ${x + 20} ${y - 118} ${x + 4} ${y - 90} ${x} ${y - 60} Z" fill="${p.leaf}"/>`
  );
}

function bloom(x: number, y: number, p: Palette): string {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    petals += `<ellipse cx="${x}" cy="${y - 26}" rx="13" ry="26" fill="${hsl(p.hue + 180, 70, 62)}" transform="rotate(${i * 45} ${x} ${y})"/>`;
  }
  return (
    `<path d="M${x} ${y} V${y + 70}" stroke="${p.leafDark}" stroke-width="5"/>` +
    petals +
    `<circle cx="${x}" cy="${y}" r="15" fill="${hsl(p.hue + 200, 70, 35)}"/>`
  );
}

function bulb(x: number, y: number, s: number): string {
  const roots = [-10, -3, 4, 11]
    .map(
      (dx) =>
        `<path d="M${x + dx * s} ${y} q ${dx * 0.4 * s} ${8 * s} ${dx * 0.2 * s} ${14 * s}" stroke="${hsl(35, 30, 55)}" stroke-width="2" fill="none"/>`,
    )
    .join('');
  return (
    roots +
    `<path d="M${x} ${round(y - 50 * s)} C ${round(x - 6 * s)} ${round(y - 36 * s)} ${round(x - 30 * s)} ${round(y - 28 * s)} ${round(x - 26 * s)} ${round(y - 8 * s)} C ${round(x - 22 * s)} ${y} ${round(x + 22 * s)} ${y} ${round(x + 26 * s)} ${round(y - 8 * s)} C ${round(x + 30 * s)} ${round(y - 28 * s)} ${round(x + 6 * s)} ${round(y - 36 * s)} ${x} ${round(y - 50 * s)} Z" fill="${hsl(32, 55, 78)}" stroke="${hsl(28, 45, 55)}" stroke-width="2"/>` +
    `<path d="M${x} ${round(y - 46 * s)} Q ${round(x - 8 * s)} ${round(y - 20 * s)} ${x} ${round(y - 4 * s)}" stroke="${hsl(28, 45, 60)}" stroke-width="2" fill="none"/>`
  );
}

export function seedPacket(p: Palette, key: string): string {
  const bulbs = /bulb|tuber|garlic/.test(key);
  const rnd = prng(p.seed ^ 0x5eed);
  const crimp = Array.from({ length: 14 }, (_, i) => `${112 + i * 16} 112 ${120 + i * 16} 104`).join(' ');
  let front = '';
  if (bulbs) {
    front = bulb(120, 498, 1.15) + bulb(280, 500, 1) + bulb(200, 505, 0.8);
  } else {
    for (let i = 0; i < 14; i++) {
      const x = round(70 + rnd() * 260);
      const y = round(470 + rnd() * 34);
      front += `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" transform="rotate(${round(rnd() * 180)} ${x} ${y})" fill="${hsl(30, 45, 35)}"/>`;
    }
  }
  return (
    groundShadow(200, 500, 150) +
    // A second packet behind, tilted, so the picture has depth.
    `<g transform="rotate(-9 200 300)"><rect x="70" y="90" width="220" height="320" rx="10" fill="${p.accentLight}"/><rect x="70" y="90" width="220" height="46" rx="10" fill="${p.accentDark}"/></g>` +
    `<rect x="110" y="108" width="230" height="340" rx="10" fill="#fffaf0"/>` +
    `<path d="M110 150 V112 ${crimp} L340 112 V150 Z" fill="${p.accent}"/>` +
    `<rect x="132" y="170" width="186" height="180" rx="14" fill="${p.bgTop}" stroke="${p.accentLight}" stroke-width="4"/>` +
    (bulbs ? bloom(225, 240, p) : sprout(225, 335, p)) +
    `<rect x="110" y="370" width="230" height="56" fill="${p.accent}"/>` +
    `<text x="225" y="408" font-family="${FONT}" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle" letter-spacing="4">${bulbs ? 'BULBS' : 'SEEDS'}</text>` +
    `<rect x="132" y="434" width="110" height="6" rx="3" fill="${p.accentLight}"/>` +
    front
  );
}

function handle(x: number, y: number, w: number, h: number, p: Palette): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="${p.accent}"/>` +
    `<rect x="${x + w * 0.2}" y="${y + 10}" width="${w * 0.18}" height="${h - 20}" rx="3" fill="#fff" opacity="0.25"/>` +
    `<circle cx="${x + w / 2}" cy="${y + h - 14}" r="5" fill="${p.accentDark}"/>`
  );
}

function trowel(p: Palette): string {
  return (
    handle(182, 300, 36, 175, p) +
    `<rect x="178" y="282" width="44" height="26" rx="5" fill="${METAL.dark}"/>` +
    `<rect x="194" y="250" width="12" height="36" fill="${METAL.mid}"/>` +
    `<path d="M200 40 C 268 90 272 200 246 258 L154 258 C 128 200 132 90 200 40 Z" fill="${METAL.mid}"/>` +
    `<path d="M200 40 C 268 90 272 200 246 258 L200 258 Z" fill="${METAL.light}"/>` +
    `<path d="M200 70 V240" stroke="${METAL.dark}" stroke-width="4" opacity="0.5"/>`
  );
}

function fork(p: Palette): string {
  const tines = [150, 183, 217, 250]
    .map(
      (x) =>
        `<path d="M${x - 7} 200 V70 L${x} 48 L${x + 7} 70 V200 Z" fill="${METAL.mid}"/><path d="M${x} 50 V198" stroke="${METAL.light}" stroke-width="3"/>`,
    )
    .join('');
  return (
    handle(182, 300, 36, 175, p) +
    `<rect x="178" y="282" width="44" height="26" rx="5" fill="${METAL.dark}"/>` +
    tines +
    `<path d="M140 190 Q 200 240 260 190 V205 Q 200 262 140 205 Z" fill="${METAL.dark}"/>` +
    `<rect x="192" y="225" width="16" height="62" fill="${METAL.mid}"/>`
  );
}

function pruner(p: Palette): string {
  return (
    `<path d="M192 250 C 160 320 120 390 112 470 C 110 490 140 494 146 474 C 160 400 190 330 214 262 Z" fill="${p.accent}"/>` +
    `<path d="M208 250 C 240 320 280 390 288 470 C 290 490 260 494 254 474 C 240 400 210 330 186 262 Z" fill="${p.accentDark}"/>` +
    `<path d="M196 250 C 150 200 150 120 190 60 C 192 120 205 190 214 248 Z" fill="${METAL.light}" stroke="${METAL.dark}" stroke-width="3"/>` +
    `<path d="M206 250 C 240 210 246 160 232 110 C 220 160 200 200 186 246 Z" fill="${METAL.mid}" stroke="${METAL.dark}" stroke-width="3"/>` +
    `<circle cx="200" cy="252" r="14" fill="${METAL.dark}"/><circle cx="200" cy="252" r="6" fill="${METAL.light}"/>` +
    `<path d="M170 330 Q 200 345 230 330" stroke="${METAL.dark}" stroke-width="5" fill="none"/>`
  );
}

function wateringCan(p: Palette): string {
  return (
    // Spout: a tapered tube from the lower body up to the rose.
    `<path d="M268 446 L360 226 L378 236 L282 470 Z" fill="${p.accentDark}"/>` +
    `<ellipse cx="372" cy="222" rx="28" ry="14" transform="rotate(-60 372 222)" fill="${METAL.dark}"/>` +
    `<path d="M118 240 C 118 140 282 140 282 240" stroke="${p.accentDark}" stroke-width="18" fill="none"/>` +
    `<path d="M90 240 H290 V470 Q 190 492 90 470 Z" fill="${p.accent}"/>` +
    `<path d="M190 240 H290 V470 Q 240 482 190 484 Z" fill="#000" opacity="0.08"/>` +
    `<ellipse cx="190" cy="240" rx="100" ry="16" fill="${p.accentDark}"/>` +
    `<path d="M92 300 H288 M92 420 H288" stroke="${p.accentLight}" stroke-width="8" opacity="0.6"/>`
  );
}

export function tool(p: Palette, key: string): string {
  let body: string;
  let tilt = -28;
  if (/watering|can-/.test(key)) {
    body = wateringCan(p);
    tilt = 0;
  } else if (/fork|cultivator|rake/.test(key)) body = fork(p);
  else if (/pruner|shear|lopper|secateur/.test(key)) body = pruner(p);
  else body = trowel(p);
  return groundShadow(200, 500, 140) + `<g transform="rotate(${tilt} 200 280)">${body}</g>`;
}

function succulent(x: number, y: number, p: Palette): string {
  let out = '';
  for (let ring = 0; ring < 3; ring++) {
    const n = 7 - ring;
    const len = 62 - ring * 16;
    for (let i = 0; i < n; i++) {
      const a = -80 + (160 / (n - 1)) * i;
      out += `<path d="M0 0 C -14 ${-len * 0.4} -8 ${-len * 0.85} 0 ${-len} C 8 ${-len * 0.85} 14 ${-len * 0.4} 0 0 Z" fill="${[p.leafDark, p.leaf, p.leafLight][ring]}" transform="translate(${x} ${y}) rotate(${a})"/>`;
    }
  }
  return out;
}

function hangingPlanter(p: Palette): string {
  const cord = hsl(40, 35, 80);
  return (
    `<circle cx="200" cy="36" r="16" fill="none" stroke="${hsl(35, 40, 45)}" stroke-width="6"/>` +
    `<path d="M200 52 L120 300 M200 52 L280 300 M200 52 L170 300 M200 52 L230 300" stroke="${cord}" stroke-width="7"/>` +
    `<path d="M140 180 L200 230 L260 180 M150 230 L200 270 L250 230" stroke="${cord}" stroke-width="5" fill="none"/>` +
    [140, 260, 200]
      .map((x, i) => `<circle cx="${x}" cy="${[180, 180, 230][i]}" r="9" fill="${cord}"/>`)
      .join('') +
    succulent(200, 300, p) +
    `<path d="M240 310 C 270 360 250 420 276 470" stroke="${p.leaf}" stroke-width="5" fill="none"/>` +
    [0, 1, 2, 3]
      .map((i) => `<circle cx="${254 + (i % 2) * 14}" cy="${340 + i * 34}" r="9" fill="${p.leafLight}"/>`)
      .join('') +
    `<path d="M110 296 H290 Q 286 390 200 396 Q 114 390 110 296 Z" fill="${p.accent}"/>` +
    `<rect x="104" y="286" width="192" height="20" rx="8" fill="${p.accentDark}"/>` +
    `<path d="M130 330 Q 200 350 270 330" stroke="${p.accentLight}" stroke-width="6" fill="none" opacity="0.7"/>`
  );
}

function trough(p: Palette): string {
  const wood = hsl(25, 45, 50);
  const planks = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="50" y="${360 + i * 46}" width="300" height="40" rx="4" fill="${i % 2 ? wood : hsl(25, 42, 44)}"/>`,
    )
    .join('');
  let greens = '';
  for (let i = 0; i < 5; i++) greens += succulent(90 + i * 55, 362, p);
  return (
    groundShadow(200, 500, 170) +
    greens +
    planks +
    `<rect x="44" y="352" width="20" height="148" fill="${hsl(25, 40, 34)}"/><rect x="336" y="352" width="20" height="148" fill="${hsl(25, 40, 34)}"/>` +
    `<rect x="150" y="404" width="100" height="48" rx="6" fill="${p.accent}"/>`
  );
}

function pot(p: Palette): string {
  const dots = Array.from(
    { length: 7 },
    (_, i) => `<circle cx="${128 + i * 24}" cy="382" r="6" fill="${p.accentLight}"/>`,
  ).join('');
  return (
    groundShadow(200, 500, 140) +
    succulent(200, 255, p) +
    `<path d="M96 262 H304 L276 500 H124 Z" fill="${p.accent}"/>` +
    `<path d="M200 262 H304 L276 500 H200 Z" fill="#000" opacity="0.09"/>` +
    `<rect x="82" y="234" width="236" height="44" rx="10" fill="${p.accentDark}"/>` +
    `<rect x="94" y="242" width="84" height="8" rx="4" fill="#fff" opacity="0.25"/>` +
    `<path d="M104 330 H296 M112 434 H288" stroke="${p.accentDark}" stroke-width="10"/>` +
    dots
  );
}

export function planter(p: Palette, key: string): string {
  if (/hanging|macrame/.test(key)) return hangingPlanter(p);
  if (/bed|box|bag/.test(key)) return trough(p);
  return pot(p);
}
