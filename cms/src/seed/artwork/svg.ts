import type { Palette } from './palette';

/** Every motif is drawn in this local box; scenes place and scale it. The ground line is at y = 500. */
export const MOTIF_W = 400;
export const MOTIF_H = 520;

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A document rendered at `width`x`height` pixels from a smaller coordinate system (cheap to author, crisp out). */
export function svgDoc(width: number, height: number, viewW: number, viewH: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** Point at `distance` from (x, y) along `degrees` measured clockwise from straight up. */
export function polar(x: number, y: number, degrees: number, distance: number): [number, number] {
  const r = (degrees * Math.PI) / 180;
  return [round(x + Math.sin(r) * distance), round(y - Math.cos(r) * distance)];
}

/**
 * Studio-style backdrop: one radial gradient, light behind the subject and deeper towards the edges. A single
 * gradient fill costs about a third of a linear gradient plus a blended glow, which matters at 1200x1800.
 */
export function studioBackground(p: Palette, w: number, h: number, glowX: number, glowY: number) {
  const cx = round(glowX / w);
  const cy = round(glowY / h);
  return `<defs><radialGradient id="bg" cx="${cx}" cy="${cy}" r="0.75"><stop offset="0" stop-color="${p.glow}"/><stop offset="0.45" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
}

/** Contact shadow under an object standing on the ground line. */
export const groundShadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx * 0.12)}" fill="#000" opacity="0.13"/>`;
