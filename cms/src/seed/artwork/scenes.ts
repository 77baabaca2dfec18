import type { BannerSeed, ChooseIcon } from '../data/site';
import type { CategorySlug } from '../data/types';
import { flagString, mountains } from './landscape';
import { motif } from './motifs';
import { hsl, paletteFor, prng, type Palette } from './palette';
import { escapeXml, FONT, MOTIF_H, MOTIF_W, studioBackground, svgDoc } from './svg';

/** Whole pictures: each function returns a complete SVG document sized for its slot in the storefront. */

const BRAND_RED = '#B6101D';

/** A motif scaled to `width` with its bottom edge (the ground line) at `bottom`. */
function place(body: string, x: number, bottom: number, width: number): string {
  const s = width / MOTIF_W;
  return `<g transform="translate(${x} ${bottom - MOTIF_H * s}) scale(${s})">${body}</g>`;
}

/** Scattered soft circles so the backgrounds are not flat; positions follow the slug. */
function confetti(p: Palette, w: number, h: number, count: number): string {
  const rnd = prng(p.seed ^ 0xc0ffee);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(rnd() * w);
    const y = Math.round(rnd() * h * 0.55);
    const r = Math.round(6 + rnd() * 26);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? p.accentLight : '#ffffff'}" opacity="${i % 2 ? 0.35 : 0.5}"/>`;
  }
  return out;
}

/** Product photo stand-in: 1200x1800 portrait, drawn on a 600x900 canvas. */
export function productSvg(slug: string, category: CategorySlug): string {
  const p = paletteFor(slug);
  const body =
    studioBackground(p, 600, 900, 300, 480) +
    confetti(p, 600, 900, 8) +
    `<rect x="0" y="770" width="600" height="130" fill="${p.bgBottom}"/>` +
    `<rect x="0" y="770" width="600" height="4" fill="#ffffff" opacity="0.5"/>` +
    place(motif(category, p, slug), 50, 786, 500);
  return svgDoc(1200, 1800, 600, 900, body);
}

/** Variant keys that give each category picture its most typical subject. */
const categoryKey: Record<CategorySlug, string> = {
  'indoor-plants': 'monstera',
  'outdoor-plants': 'marigold',
  'seeds-bulbs': 'seeds',
  'garden-tools': 'trowel',
  'pots-planters': 'pot',
  'nepalese-spices-groceries': 'spice-jar',
  'teas-snacks': 'tea',
  handicrafts: 'singing-bowl',
};

/** Category tile: 600x600, shown cropped to a circle, so the subject stays in the middle. */
export function categorySvg(slug: CategorySlug): string {
  const p = paletteFor(slug);
  const body =
    `<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.bgBottom}"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    place(motif(slug, p, categoryKey[slug]), 125, 545, 350);
  return svgDoc(600, 600, 600, 600, body);
}

function truck(colour: string, x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="0" y="20" width="120" height="80" rx="8" fill="${colour}"/>` +
    `<path d="M124 44 H160 L184 72 V100 H124 Z" fill="${colour}"/>` +
    `<path d="M134 52 H156 L172 72 H134 Z" fill="#ffffff" opacity="0.85"/>` +
    `<circle cx="36" cy="104" r="16" fill="#333"/><circle cx="36" cy="104" r="6" fill="#ddd"/>` +
    `<circle cx="150" cy="104" r="16" fill="#333"/><circle cx="150" cy="104" r="6" fill="#ddd"/>` +
    `<path d="M20 50 H80 M20 70 H64" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.8"/>` +
    `</g>`
  );
}

/** The three subjects on the right of each banner, as [category, variant key]. */
const bannerSubjects: Record<BannerSeed['theme'], [CategorySlug, string][]> = {
  plants: [
    ['indoor-plants', 'snake-plant-laurentii'],
    ['indoor-plants', 'monstera-deliciosa'],
    ['pots-planters', 'terracotta-pot'],
  ],
  groceries: [
    ['nepalese-spices-groceries', 'timur-sichuan-pepper'],
    ['teas-snacks', 'ilam-orthodox-black-tea'],
    ['nepalese-spices-groceries', 'mustang-buckwheat-flour'],
  ],
  shipping: [
    ['outdoor-plants', 'marigold-sayapatri'],
    ['teas-snacks', 'masala-chiya'],
  ],
  festival: [
    ['handicrafts', 'brass-butter-lamp'],
    ['outdoor-plants', 'marigold-sayapatri'],
    ['handicrafts', 'hand-hammered-singing-bowl'],
  ],
};

const bannerHue: Record<BannerSeed['theme'], number> = {
  plants: 130,
  groceries: 28,
  shipping: 205,
  festival: 330,
};

/** Headline size that keeps the text clear of the pictures on the right, whatever its length. */
function headlineSize(text: string): number {
  const maxWidth = 960;
  const emPerChar = 0.62; // average advance of a bold sans-serif
  return Math.min(80, Math.floor(maxWidth / (text.length * emPerChar)));
}

/** Home carousel slide, 2000x490: headline on the left, mountains and products on the right. */
export function bannerSvg(banner: BannerSeed): string {
  const hue = bannerHue[banner.theme];
  const ink = hsl(hue, 45, 18);
  const shipping = banner.theme === 'shipping';
  let right = `<circle cx="1760" cy="110" r="64" fill="#fff6d5" opacity="0.9"/>`;
  right += mountains(1040, 2000, 470, 290, 215, hue * 7 + 3);
  right += `<rect x="1040" y="462" width="960" height="28" fill="${hsl(28, 40, 45)}"/>`;
  if (shipping) right += truck(BRAND_RED, 1230, 300, 1.45);
  bannerSubjects[banner.theme].forEach(([category, key], i) => {
    const x = shipping ? 1540 + i * 210 : 1190 + i * 260;
    right += place(motif(category, paletteFor(key), key), x, 468, shipping ? 210 : 250);
  });
  const flags = banner.theme === 'festival' ? flagString(0, 20, 2000, 30, 40, 48) : '';
  const size = headlineSize(banner.headline);
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${hsl(hue, 60, 95)}"/><stop offset="1" stop-color="${hsl(hue + 30, 55, 84)}"/></linearGradient></defs>` +
    `<rect width="2000" height="490" fill="url(#bg)"/>` +
    `<circle cx="220" cy="420" r="260" fill="${hsl(hue, 60, 88)}" opacity="0.6"/>` +
    right +
    flags +
    `<text x="120" y="${Math.round(240 - size * 0.3)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${ink}">${escapeXml(banner.headline)}</text>` +
    `<text x="124" y="282" font-family="${FONT}" font-size="38" fill="${hsl(hue, 30, 32)}">${escapeXml(banner.tagline)}</text>` +
    `<rect x="124" y="326" width="240" height="68" rx="34" fill="${BRAND_RED}"/>` +
    `<text x="244" y="371" font-family="${FONT}" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">Shop now</text>`;
  return svgDoc(2000, 490, 2000, 490, body);
}

const chooseGlyph: Record<ChooseIcon, (ink: string) => string> = {
  leaf: (ink) =>
    `<path d="M60 142 C 50 90 80 52 146 50 C 150 110 120 146 60 142 Z" fill="${ink}"/><path d="M58 146 C 80 120 100 96 128 72" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  mountain: (ink) =>
    `<path d="M36 146 L86 66 L112 106 L130 82 L166 146 Z" fill="${ink}"/><path d="M86 66 L72 88 L86 84 L98 92 Z M130 82 L122 94 L131 92 L138 96 Z" fill="#ffffff"/>`,
  truck: (ink) => truck(ink, 44, 50, 0.62),
  lock: (ink) =>
    `<path d="M74 92 V74 A26 26 0 0 1 126 74 V92" stroke="${ink}" stroke-width="12" fill="none"/><rect x="58" y="90" width="84" height="66" rx="12" fill="${ink}"/><circle cx="100" cy="118" r="9" fill="#ffffff"/><rect x="96" y="120" width="8" height="20" rx="3" fill="#ffffff"/>`,
};

const chooseHue: Record<ChooseIcon, number> = { leaf: 125, mountain: 205, truck: 15, lock: 355 };

/** Why-choose-us icon, 200x200. */
export function chooseUsSvg(icon: ChooseIcon): string {
  const hue = chooseHue[icon];
  const body =
    `<circle cx="100" cy="100" r="96" fill="${hsl(hue, 65, 92)}"/>` +
    `<circle cx="100" cy="100" r="96" fill="none" stroke="${hsl(hue, 55, 70)}" stroke-width="4"/>` +
    chooseGlyph[icon](hsl(hue, 60, 36));
  return svgDoc(200, 200, 200, 200, body);
}

/** About-page picture, 1200x800: the shop's shelf in front of the Himalaya. */
export function aboutSvg(): string {
  const shelf: [CategorySlug, string, number, number][] = [
    ['indoor-plants', 'money-plant-golden-pothos', 130, 250],
    ['nepalese-spices-groceries', 'timur-sichuan-pepper', 400, 170],
    ['teas-snacks', 'ilam-orthodox-black-tea', 590, 210],
    ['handicrafts', 'hand-hammered-singing-bowl', 820, 230],
  ];
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe6f7"/><stop offset="1" stop-color="#fdf1e0"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#sky)"/>` +
    `<circle cx="930" cy="170" r="80" fill="#fff3c4"/>` +
    mountains(0, 1200, 560, 380, 215, 42) +
    `<path d="M0 520 Q 300 470 600 520 T 1200 510 V800 H0 Z" fill="#8fbf7a"/>` +
    `<path d="M0 590 Q 400 540 800 590 T 1200 580 V800 H0 Z" fill="#6fa861"/>` +
    flagString(-10, 60, 560, 120, 60, 16) +
    `<rect x="60" y="690" width="1080" height="36" rx="6" fill="${hsl(28, 45, 42)}"/>` +
    `<rect x="90" y="726" width="24" height="74" fill="${hsl(28, 40, 32)}"/><rect x="1086" y="726" width="24" height="74" fill="${hsl(28, 40, 32)}"/>` +
    shelf.map(([category, key, x, w]) => place(motif(category, paletteFor(key), key), x, 694, w)).join('');
  return svgDoc(1200, 800, 1200, 800, body);
}
