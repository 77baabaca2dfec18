import { hsl, prng, type Palette } from './palette';
import { groundShadow, round } from './svg';

/** Groceries, teas and snacks, drawn in the 400x520 motif box. */

const CREAM = '#fff8e8';

function labelLines(x: number, y: number, w: number, color: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="10" rx="5" fill="${color}"/>` +
    `<rect x="${x + w * 0.15}" y="${y + 20}" width="${w * 0.7}" height="7" rx="3.5" fill="${color}" opacity="0.55"/>`
  );
}

function leafEmblem(x: number, y: number, r: number, p: Palette): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accentLight}"/>` +
    `<path d="M${x} ${y + r * 0.6} C ${x - r * 0.7} ${y + r * 0.2} ${x - r * 0.5} ${y - r * 0.6} ${x + r * 0.1} ${y - r * 0.7} C ${x + r * 0.6} ${y - r * 0.2} ${x + r * 0.4} ${y + r * 0.4} ${x} ${y + r * 0.6} Z" fill="${p.leaf}"/>` +
    `<path d="M${x} ${y + r * 0.6} Q ${x - r * 0.05} ${y} ${x + r * 0.1} ${y - r * 0.6}" stroke="${p.leafDark}" stroke-width="2" fill="none"/>`
  );
}

/** Spice colour: warm earth tones tinted by the product hue, so jars differ but still look like spice. */
const spiceColour = (p: Palette) => hsl(10 + (p.hue % 40), 70, 42 + (p.seed % 15));

function spicePile(x: number, y: number, w: number, colour: string): string {
  return `<path d="M${x - w} ${y} Q ${x - w * 0.4} ${y - w * 0.7} ${x} ${y - w * 0.75} Q ${x + w * 0.4} ${y - w * 0.7} ${x + w} ${y} Z" fill="${colour}"/>`;
}

function jar(p: Palette): string {
  const spice = spiceColour(p);
  return (
    groundShadow(200, 500, 150) +
    `<rect x="112" y="170" width="176" height="325" rx="30" fill="${spice}"/>` +
    `<rect x="104" y="150" width="192" height="350" rx="34" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-width="4"/>` +
    `<rect x="122" y="170" width="16" height="300" rx="8" fill="#fff" opacity="0.45"/>` +
    `<rect x="116" y="100" width="168" height="62" rx="10" fill="${p.accentDark}"/>` +
    `<path d="M126 116 H274 M126 132 H274 M126 148 H274" stroke="#000" stroke-width="2" opacity="0.15"/>` +
    `<rect x="128" y="266" width="144" height="136" rx="8" fill="${CREAM}" stroke="${p.accent}" stroke-width="6"/>` +
    leafEmblem(200, 308, 24, p) +
    labelLines(152, 346, 96, p.accentDark) +
    spicePile(76, 500, 52, spice) +
    `<path d="M300 496 L376 432" stroke="${hsl(30, 45, 45)}" stroke-width="10" stroke-linecap="round"/>` +
    `<ellipse cx="296" cy="494" rx="26" ry="12" fill="${hsl(30, 45, 40)}"/>` +
    spicePile(296, 490, 18, spice)
  );
}

function sack(p: Palette): string {
  const burlap = hsl(36, 40, 68);
  return (
    groundShadow(200, 500, 150) +
    `<path d="M120 170 C 90 260 70 420 96 496 H304 C 330 420 310 260 280 170 Z" fill="${burlap}"/>` +
    `<path d="M200 170 H280 C 310 260 330 420 304 496 H200 Z" fill="#000" opacity="0.07"/>` +
    `<path d="M130 170 L112 110 L150 140 L170 96 L200 136 L230 96 L250 140 L288 110 L270 170 Z" fill="${hsl(36, 40, 62)}"/>` +
    `<path d="M126 176 Q 200 196 274 176" stroke="${p.accentDark}" stroke-width="10" fill="none"/>` +
    `<rect x="130" y="270" width="140" height="150" rx="10" fill="${CREAM}" stroke="${p.accent}" stroke-width="6"/>` +
    leafEmblem(200, 316, 26, p) +
    labelLines(152, 362, 96, p.accentDark) +
    spicePile(330, 500, 44, hsl(40, 50, 88))
  );
}

function bottle(p: Palette): string {
  const oil = hsl(48, 85, 52);
  return (
    groundShadow(200, 500, 110) +
    `<path d="M176 60 H224 V140 C 224 170 290 190 290 250 V480 Q 290 500 270 500 H130 Q 110 500 110 480 V250 C 110 190 176 170 176 140 Z" fill="${oil}" opacity="0.85"/>` +
    `<rect x="170" y="40" width="60" height="36" rx="6" fill="${p.accentDark}"/>` +
    `<rect x="126" y="250" width="14" height="220" rx="7" fill="#fff" opacity="0.4"/>` +
    `<rect x="124" y="290" width="152" height="130" rx="8" fill="${CREAM}" stroke="${p.accent}" stroke-width="6"/>` +
    leafEmblem(200, 330, 24, p) +
    labelLines(150, 368, 100, p.accentDark)
  );
}

export function groceryItem(p: Palette, key: string): string {
  if (/oil/.test(key)) return bottle(p);
  if (/flour|dal|lentil|chiura|rice|salt/.test(key)) return sack(p);
  return jar(p);
}

function teaLeaves(p: Palette, rnd: () => number): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const x = round(60 + rnd() * 110);
    const y = round(478 + rnd() * 22);
    out += `<ellipse cx="${x}" cy="${y}" rx="14" ry="6" transform="rotate(${round(rnd() * 160)} ${x} ${y})" fill="${i % 2 ? p.leaf : p.leafDark}"/>`;
  }
  return out;
}

function teaBox(p: Palette): string {
  const rnd = prng(p.seed ^ 0x7ea);
  const cup = '#ffffff';
  return (
    groundShadow(190, 500, 170) +
    `<path d="M100 170 L150 130 H320 L270 170 Z" fill="${p.accentLight}"/>` +
    `<path d="M270 170 L320 130 V400 L270 440 Z" fill="${p.accentDark}"/>` +
    `<rect x="100" y="170" width="170" height="270" fill="${p.accent}"/>` +
    `<rect x="100" y="196" width="170" height="14" fill="${p.accentDark}" opacity="0.5"/>` +
    `<circle cx="185" cy="290" r="52" fill="${CREAM}"/>` +
    leafEmblem(185, 290, 40, p) +
    `<rect x="130" y="366" width="110" height="10" rx="5" fill="${CREAM}"/>` +
    `<rect x="150" y="386" width="70" height="7" rx="3.5" fill="${CREAM}" opacity="0.7"/>` +
    // Cup of tea in front, steaming.
    `<path d="M236 410 H356 C 356 470 330 496 296 496 C 262 496 236 470 236 410 Z" fill="${cup}" stroke="${p.accentDark}" stroke-width="3"/>` +
    `<ellipse cx="296" cy="410" rx="60" ry="12" fill="${hsl(28, 70, 38)}" stroke="${p.accentDark}" stroke-width="3"/>` +
    `<path d="M354 425 C 386 425 386 465 348 468" stroke="${p.accentDark}" stroke-width="8" fill="none"/>` +
    `<path d="M280 390 C 266 370 294 356 280 334 M310 392 C 296 372 324 358 310 336" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.9"/>` +
    teaLeaves(p, rnd)
  );
}

function snackPouch(p: Palette): string {
  const rnd = prng(p.seed ^ 0x5ac);
  let bits = '';
  for (let i = 0; i < 16; i++) {
    const x = round(160 + rnd() * 80);
    const y = round(260 + rnd() * 70);
    bits += `<circle cx="${x}" cy="${y}" r="${round(5 + rnd() * 5)}" fill="${hsl(30 + rnd() * 20, 60, 45 + rnd() * 20)}"/>`;
  }
  return (
    groundShadow(200, 500, 140) +
    `<path d="M96 110 H304 L316 470 Q 316 496 290 496 H110 Q 84 496 84 470 Z" fill="${p.accent}"/>` +
    `<path d="M200 110 H304 L316 470 Q 316 496 290 496 H200 Z" fill="#000" opacity="0.08"/>` +
    `<rect x="96" y="110" width="208" height="22" fill="${p.accentDark}"/>` +
    `<path d="M100 150 H300" stroke="${p.accentDark}" stroke-width="4" stroke-dasharray="10 6"/>` +
    `<rect x="140" y="240" width="120" height="110" rx="55" fill="${CREAM}" opacity="0.9"/>` +
    bits +
    `<rect x="120" y="380" width="160" height="56" rx="8" fill="${CREAM}"/>` +
    labelLines(140, 394, 120, p.accentDark) +
    spicePile(340, 500, 36, hsl(35, 60, 55))
  );
}

export function teaOrSnack(p: Palette, key: string): string {
  return /tea|chiya/.test(key) ? teaBox(p) : snackPouch(p);
}
