/** Deterministic colours: everything derives from a hash of a key (usually the slug), never from Math.random. */

/** FNV-1a, 32-bit: tiny, stable across platforms and good enough to spread hues. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small seeded PRNG (mulberry32) for scattering decorations the same way on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL to #rrggbb; hex keeps the SVG independent of how well the renderer parses CSS colour functions. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

export interface Palette {
  hue: number;
  /** Raw hash, for motif details (leaf count, scatter) that should also vary per product. */
  seed: number;
  bgTop: string;
  bgBottom: string;
  glow: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  leaf: string;
  leafDark: string;
  leafLight: string;
}

export function paletteFor(key: string): Palette {
  const seed = hashString(key);
  const hue = seed % 360;
  // Leaves stay green whatever the product's hue: only their shade varies.
  const leafHue = 95 + ((seed >>> 9) % 55);
  return {
    hue,
    seed,
    bgTop: hsl(hue, 70, 95),
    bgBottom: hsl(hue + 25, 55, 84),
    glow: hsl(hue + 10, 80, 98),
    accent: hsl(hue, 58, 52),
    accentDark: hsl(hue, 55, 34),
    accentLight: hsl(hue, 70, 78),
    leaf: hsl(leafHue, 48, 38),
    leafDark: hsl(leafHue, 52, 25),
    leafLight: hsl(leafHue - 10, 50, 52),
  };
}
