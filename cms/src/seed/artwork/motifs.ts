import type { CategorySlug } from '../data/types';
import { handicraft } from './motifs-crafts';
import { planter, seedPacket, tool } from './motifs-garden';
import { groceryItem, teaOrSnack } from './motifs-goods';
import { indoorPlant, outdoorPlant } from './motifs-plants';
import type { Palette } from './palette';

type Motif = (p: Palette, key: string) => string;

/** One recognisable subject per category; `key` (a slug) lets a motif pick a fitting variant. */
const motifs: Record<CategorySlug, Motif> = {
  'indoor-plants': indoorPlant,
  'outdoor-plants': outdoorPlant,
  'seeds-bulbs': seedPacket,
  'garden-tools': tool,
  'pots-planters': planter,
  'nepalese-spices-groceries': groceryItem,
  'teas-snacks': teaOrSnack,
  handicrafts: handicraft,
};

export function motif(category: CategorySlug, p: Palette, key: string): string {
  return motifs[category](p, key);
}
