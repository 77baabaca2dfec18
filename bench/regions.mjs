// bench/results.md is made of regions, one per part of a section (its targets, its tables, its findings),
// each between two HTML comments that Markdown does not show. A run of some sections (`--only`) replaces
// only their regions and keeps every other section's from the file as it was, so the file always shows the
// latest figures of every section, each region saying which run it comes from.

const REGION = /<!-- bench:([\w:-]+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g;

/**
 * A region of section `key` (`purchase`, `purchase:targets`, …): `body` between its markers; an empty body
 * leaves an empty region, a place the merge can fill from the previous file.
 */
export function region(key, body) {
  const text = body.trim();
  // Blank lines inside the markers, as prettier sets them (the file is formatted after the merge).
  return `<!-- bench:${key} -->\n${text ? `\n${text}\n\n` : ''}<!-- /bench:${key} -->`;
}

/** The section a region belongs to: the part of its key before the first colon. */
const sectionOf = (key) => key.split(':')[0];

/** The regions of a report, by key: each one's body without the blank lines around it. */
export function regionsOf(markdown) {
  return new Map([...markdown.matchAll(REGION)].map((m) => [m[1], m[2].trim()]));
}

/**
 * The fresh report, with each region of a section that did not run (not in `ran`) taken from `previous`
 * (where it has one). A region of a section that ran stays as measured, even when it is empty now. Regions
 * that belong to no section (the run's own notes) are always the fresh ones.
 * @param {string} previous the report as it is on disk ('' when there is none)
 * @param {string} fresh the report of this run, with a region for every section
 * @param {readonly string[]} ran the sections of this run
 * @param {readonly string[]} sections every section there is
 */
export function mergeReports(previous, fresh, ran, sections) {
  const kept = regionsOf(previous);
  return fresh.replace(REGION, (whole, key) => {
    const section = sectionOf(key);
    if (!sections.includes(section) || ran.includes(section) || !kept.has(key)) return whole;
    return region(key, kept.get(key));
  });
}
