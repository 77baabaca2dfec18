import { hsl, prng, type Palette } from './palette';
import { groundShadow, polar, round } from './svg';

/** Plants in containers, drawn in the 400x520 motif box; `key` (the slug) picks the leaf shape. */

const ANCHOR_X = 200;
const ANCHOR_Y = 352;

function pot(p: Palette): string {
  return (
    groundShadow(200, 500, 120) +
    `<path d="M118 368 H282 L262 500 H138 Z" fill="${p.accent}"/>` +
    `<path d="M200 368 H282 L262 500 H200 Z" fill="#000" opacity="0.09"/>` +
    `<path d="M124 410 H276" stroke="${p.accentLight}" stroke-width="6" opacity="0.55"/>` +
    `<rect x="104" y="344" width="192" height="34" rx="9" fill="${p.accentDark}"/>` +
    `<rect x="114" y="350" width="70" height="6" rx="3" fill="#fff" opacity="0.25"/>`
  );
}

/** Half barrel for outdoor plants, so they read differently from the glazed indoor pots. */
function barrel(p: Palette): string {
  const wood = hsl(28, 42, 44);
  const staves = [140, 170, 200, 230, 260]
    .map((x) => `<path d="M${x} 384 V496" stroke="${hsl(28, 40, 32)}" stroke-width="3" opacity="0.6"/>`)
    .join('');
  return (
    groundShadow(200, 500, 130) +
    `<path d="M100 376 H300 L288 500 H112 Z" fill="${wood}"/>${staves}` +
    `<path d="M200 376 H300 L288 500 H200 Z" fill="#000" opacity="0.1"/>` +
    `<rect x="101" y="400" width="198" height="12" fill="${p.accentDark}"/>` +
    `<rect x="106" y="466" width="188" height="12" fill="${p.accentDark}"/>` +
    `<ellipse cx="200" cy="378" rx="102" ry="12" fill="${hsl(25, 35, 24)}"/>`
  );
}

function stem(x2: number, y2: number, color: string, width = 5): string {
  const cx = round(ANCHOR_X + (x2 - ANCHOR_X) * 0.15);
  const cy = round(ANCHOR_Y - (ANCHOR_Y - y2) * 0.7);
  return `<path d="M${ANCHOR_X} ${ANCHOR_Y} Q ${cx} ${cy} ${x2} ${y2}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
}

/** Monstera-style fenestrations: background-coloured cuts from the edge towards the midrib. */
interface Slits {
  colour: string;
  /** Unique per leaf in a document, because the cuts are clipped to the leaf outline. */
  clipId: string;
}

/** Heart-based leaf pointing up from (0,0); rotated into place. */
function heartLeaf(
  x: number,
  y: number,
  angle: number,
  len: number,
  fill: string,
  vein: string,
  slits?: Slits,
) {
  const w = len * 0.46;
  const L = len;
  const d =
    `M0 0 C ${round(-w * 0.5)} ${round(L * 0.08)} ${round(-w * 1.05)} ${round(-L * 0.25)} ${round(-w * 0.82)} ${round(-L * 0.56)} ` +
    `C ${round(-w * 0.6)} ${round(-L * 0.82)} ${round(-w * 0.2)} ${round(-L * 0.93)} 0 ${-L} ` +
    `C ${round(w * 0.2)} ${round(-L * 0.93)} ${round(w * 0.6)} ${round(-L * 0.82)} ${round(w * 0.82)} ${round(-L * 0.56)} ` +
    `C ${round(w * 1.05)} ${round(-L * 0.25)} ${round(w * 0.5)} ${round(L * 0.08)} 0 0 Z`;
  let cuts = '';
  if (slits) {
    const lines = [0.22, 0.4, 0.58, 0.74]
      .map((k) => {
        const yy = round(-L * k);
        return `<path d="M${round(-w * 1.2)} ${round(yy - 10)} L${round(-w * 0.28)} ${round(yy + 4)} M${round(w * 1.2)} ${round(yy - 10)} L${round(w * 0.28)} ${round(yy + 4)}" stroke="${slits.colour}" stroke-width="${round(L * 0.06)}" stroke-linecap="round"/>`;
      })
      .join('');
    cuts = `<clipPath id="${slits.clipId}"><path d="${d}"/></clipPath><g clip-path="url(#${slits.clipId})">${lines}</g>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${round(angle)})"><path d="${d}" fill="${fill}"/><path d="M0 -4 Q ${round(w * 0.08)} ${round(-L * 0.5)} 0 ${round(-L * 0.9)}" stroke="${vein}" stroke-width="3" fill="none" opacity="0.55"/>${cuts}</g>`;
}

function broadLeaves(p: Palette, key: string): string {
  const rnd = prng(p.seed);
  const n = 6 + (p.seed % 3);
  const monstera = key.includes('monstera');
  let out = '';
  for (let j = 0; j < n; j++) {
    const a = -56 + (j * 112) / (n - 1) + (rnd() - 0.5) * 8;
    const s = 90 + (1 - Math.abs(a) / 90) * 90 + rnd() * 20;
    const [ex, ey] = polar(ANCHOR_X, ANCHOR_Y, a, s);
    const fill = j % 2 === 0 ? p.leaf : p.leafLight;
    out +=
      stem(ex, ey, p.leafDark) +
      heartLeaf(
        ex,
        ey,
        a,
        95 + rnd() * 30,
        fill,
        p.leafDark,
        monstera ? { colour: p.bgTop, clipId: `leaf-${p.seed}-${j}` } : undefined,
      );
  }
  return out;
}

function swordLeaves(p: Palette): string {
  const edge = hsl(52, 70, 66);
  let out = '';
  const n = 7;
  for (let j = 0; j < n; j++) {
    const a = -26 + (j * 52) / (n - 1);
    const L = 250 + (1 - Math.abs(a) / 26) * 70 - (j % 2) * 25;
    const w = 24;
    const bands = [0.18, 0.32, 0.46, 0.6]
      .map(
        (k) =>
          `<path d="M${round(-w * 0.8)} ${round(-L * k)} Q 0 ${round(-L * k - 10)} ${round(w * 0.8)} ${round(-L * k)}" stroke="${p.leafDark}" stroke-width="4" fill="none" opacity="0.45"/>`,
      )
      .join('');
    out += `<g transform="translate(${ANCHOR_X + round(a * 1.6)} ${ANCHOR_Y + 6}) rotate(${round(a * 0.7)})"><path d="M${-w} 0 C ${round(-w * 1.15)} ${round(-L * 0.5)} ${round(-w * 0.5)} ${round(-L * 0.86)} 0 ${-L} C ${round(w * 0.5)} ${round(-L * 0.86)} ${round(w * 1.15)} ${round(-L * 0.5)} ${w} 0 Z" fill="${j % 2 ? p.leaf : p.leafDark}" stroke="${edge}" stroke-width="5"/>${bands}</g>`;
  }
  return out;
}

function fernFronds(p: Palette): string {
  let out = '';
  const n = 9;
  for (let j = 0; j < n; j++) {
    const a = -82 + (j * 164) / (n - 1);
    const L = 170 + (1 - Math.abs(a) / 82) * 50;
    const color = j % 2 ? p.leaf : p.leafLight;
    // A frond is a gently curved rachis with leaflets that shrink towards the tip.
    let leaflets = '';
    for (let t = 0.1; t < 0.97; t += 0.075) {
      const y = round(-L * t);
      const x = round(Math.sin(t * 2.2) * 14);
      const len = round((1 - t) * 30 + 9);
      leaflets += `<path d="M${x} ${y} l${-len} ${round(-len * 0.45)} M${x} ${y} l${len} ${round(-len * 0.45)}" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`;
    }
    out += `<g transform="translate(${ANCHOR_X} ${ANCHOR_Y}) rotate(${a})"><path d="M0 0 Q 18 ${round(-L * 0.5)} ${round(Math.sin(2.1) * 14)} ${-L}" stroke="${p.leafDark}" stroke-width="3" fill="none"/>${leaflets}</g>`;
  }
  return out;
}

function roundLeaves(p: Palette): string {
  const rnd = prng(p.seed ^ 0x9e37);
  let out = '';
  const n = 10;
  for (let j = 0; j < n; j++) {
    const a = -80 + (j * 160) / (n - 1) + (rnd() - 0.5) * 8;
    const s = 90 + (1 - Math.abs(a) / 80) * 110 + rnd() * 30;
    const [ex, ey] = polar(ANCHOR_X, ANCHOR_Y, a, s);
    const r = 26 + rnd() * 10;
    out +=
      stem(ex, ey, p.leafDark, 3) +
      `<circle cx="${ex}" cy="${round(ey - r * 0.6)}" r="${round(r)}" fill="${j % 2 ? p.leaf : p.leafLight}"/>` +
      `<circle cx="${ex}" cy="${round(ey - r * 0.6)}" r="4" fill="${p.leafDark}" opacity="0.5"/>`;
  }
  return out;
}

export function indoorPlant(p: Palette, key: string): string {
  let leaves: string;
  if (/snake|sansevieria/.test(key)) leaves = swordLeaves(p);
  else if (/fern/.test(key)) leaves = fernFronds(p);
  else if (/pilea|jade|peperomia|coin/.test(key)) leaves = roundLeaves(p);
  else leaves = broadLeaves(p, key);
  return leaves + pot(p);
}

/** Flower colour follows the plant where the name says it (marigolds are orange), else the product hue. */
function flowerHue(p: Palette, key: string): number {
  const known: [RegExp, number][] = [
    [/marigold|sayapatri|sunflower/, 34],
    [/rhododendron|gurans|hibiscus/, 352],
    [/rose/, 338],
    [/hydrangea/, 222],
    [/lavender/, 268],
    [/tulsi|basil/, 290],
  ];
  return known.find(([re]) => re.test(key))?.[1] ?? p.hue;
}

function flower(x: number, y: number, r: number, hue: number, petals: number): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out += `<ellipse cx="${x}" cy="${round(y - r * 0.55)}" rx="${round(r * 0.38)}" ry="${round(r * 0.6)}" fill="${hsl(hue, 78, 58 + (i % 2) * 6)}" transform="rotate(${a} ${x} ${y})"/>`;
  }
  return out + `<circle cx="${x}" cy="${y}" r="${round(r * 0.32)}" fill="${hsl(hue + 20, 85, 40)}"/>`;
}

function floweringShrub(p: Palette, key: string): string {
  const rnd = prng(p.seed ^ 0x51ed);
  const blobs = [
    [200, 250, 70],
    [135, 300, 60],
    [265, 300, 60],
    [160, 215, 52],
    [245, 210, 55],
    [200, 320, 62],
    [110, 345, 40],
    [290, 345, 40],
  ];
  let out = blobs
    .map(
      ([x, y, r], i) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${[p.leafDark, p.leaf, p.leafLight][i % 3]}"/>`,
    )
    .join('');
  const hue = flowerHue(p, key);
  for (let i = 0; i < 9; i++) {
    const x = round(105 + rnd() * 190);
    const y = round(175 + rnd() * 170);
    out += flower(x, y, 18 + rnd() * 10, hue, i % 3 === 0 ? 8 : 5);
  }
  return out;
}

function herbStems(p: Palette, key: string): string {
  const rnd = prng(p.seed ^ 0x7a11);
  const spikes = /lavender|tulsi|basil/.test(key);
  const hue = flowerHue(p, key);
  let out = '';
  const n = 11;
  for (let j = 0; j < n; j++) {
    const a = -34 + (j * 68) / (n - 1) + (rnd() - 0.5) * 6;
    const L = 200 + (1 - Math.abs(a) / 34) * 70 + rnd() * 30;
    let leaves = '';
    for (let t = 0.15; t < (spikes ? 0.7 : 0.95); t += 0.11) {
      const y = round(-L * t);
      leaves += `<ellipse cx="-9" cy="${y}" rx="10" ry="4" transform="rotate(-30 -9 ${y})" fill="${p.leafLight}"/><ellipse cx="9" cy="${y}" rx="10" ry="4" transform="rotate(30 9 ${y})" fill="${p.leaf}"/>`;
    }
    let spike = '';
    if (spikes) {
      for (let t = 0.72; t < 1; t += 0.045) {
        spike += `<ellipse cx="0" cy="${round(-L * t)}" rx="7" ry="6" fill="${hsl(hue, 55, 55 + (t > 0.85 ? 8 : 0))}"/>`;
      }
    }
    out += `<g transform="translate(200 380) rotate(${round(a)})"><path d="M0 0 V${round(-L)}" stroke="${p.leafDark}" stroke-width="3"/>${leaves}${spike}</g>`;
  }
  return out;
}

function tree(p: Palette, key: string): string {
  const maple = /maple/.test(key);
  const canopy = maple
    ? [hsl(352, 55, 34), hsl(356, 60, 44), hsl(8, 65, 52)]
    : [p.leafDark, p.leaf, p.leafLight];
  const blobs = [
    [200, 150, 80],
    [130, 195, 62],
    [270, 195, 62],
    [165, 110, 55],
    [240, 105, 58],
    [200, 225, 60],
  ];
  let out = `<path d="M192 380 L196 240 L150 200 M198 260 L250 205 M196 240 L204 150" stroke="${hsl(25, 40, 30)}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  out += blobs
    .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${canopy[i % 3]}"/>`)
    .join('');
  if (/lemon|citrus/.test(key)) {
    const rnd = prng(p.seed);
    for (let i = 0; i < 8; i++) {
      const x = round(120 + rnd() * 160);
      const y = round(110 + rnd() * 140);
      out += `<ellipse cx="${x}" cy="${y}" rx="13" ry="11" fill="${hsl(52, 90, 58)}"/><ellipse cx="${x - 4}" cy="${y - 4}" rx="4" ry="3" fill="#fff" opacity="0.5"/>`;
    }
  }
  return out;
}

export function outdoorPlant(p: Palette, key: string): string {
  let plant: string;
  if (/tree|maple|lemon/.test(key)) plant = tree(p, key);
  else if (/lavender|rosemary|tulsi|basil|curry/.test(key)) plant = herbStems(p, key);
  else plant = floweringShrub(p, key);
  return plant + barrel(p);
}
