/**
 * The people a deed names with an honorific ("EL SEÑOR JOSÉ LUIS HIGUERA BARBERI, mexicano"): the deed
 * writes each of them several times, so a name that OCR spoilt in one place (a table cell "eones JOSE
 * LUIS HIGUERA", an appointment "JOSE LUIS HIGUERA BARBER La") is mended from the others.
 */
import { editDistance } from './acta-layout';
import { readNames } from './acta-names';
import type { DeedText } from './acta-text';

const HONORIFIC =
  /\b(?:SE[ÑN]OR(?:A|ES|AS)?|SRES?\.|SRA\.|DON|DOÑA|LICENCIAD[OA]S?|LIC\.|INGENIER[OA]|ING\.|CONTADOR(?:A)? PUBLIC[OA]|C\.P\.|DOCTOR(?:A)?|ARQUITECT[OA]) /g;
const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y']);

const words = (name: string): string[] => name.split(' ').filter((w) => !PARTICLES.has(w));

const alike = (a: string, b: string): boolean =>
  a === b ||
  (Math.min(a.length, b.length) >= 4 && editDistance(a, b) <= Math.floor(Math.min(a.length, b.length) / 4));

export interface Parties {
  /** The full name a (possibly spoilt or partial) name stands for, or null when it matches nobody. */
  resolve(name: string): string | null;
  names: string[];
}

export function findParties(deed: DeedText): Parties {
  const counts = new Map<string, number>();
  for (const m of deed.text.matchAll(HONORIFIC))
    for (const hit of readNames(deed.text, m.index + m[0].length)) {
      if (deed.casing(hit.start, hit.end) === 'lower') continue;
      counts.set(hit.name, (counts.get(hit.name) ?? 0) + 1);
    }
  // How often the deed writes each spelling, honorific or not: OCR spoils one copy, not all of them.
  for (const name of counts.keys())
    counts.set(
      name,
      deed.text.split(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)).length - 1,
    );
  // A name that another one contains ("JOSE LUIS HIGUERA" in "JOSE LUIS HIGUERA BARBERI") is that one,
  // and of two spellings of one name ("… BARBER", "… BARBERI") the one written more often stands.
  const all = [...counts.keys()];
  const same = (a: string, b: string) => {
    const [x, y] = [a.split(' '), b.split(' ')];
    return x.length === y.length && x.every((w, i) => alike(w, y[i]!));
  };
  const names = all.filter(
    (n) =>
      !all.some((o) => o !== n && o.startsWith(`${n} `)) &&
      !all.some(
        (o) =>
          o !== n &&
          same(n, o) &&
          (counts.get(o)! > counts.get(n)! || (counts.get(o) === counts.get(n) && o > n)),
      ),
  );
  return {
    names,
    resolve(name) {
      const mine = words(name);
      let best: { name: string; score: number } | null = null;
      for (const full of names) {
        const theirs = words(full);
        const matched = theirs.filter((t) => mine.some((m) => alike(m, t))).length;
        const stray = mine.filter((m) => !theirs.some((t) => alike(m, t))).length;
        if (matched < 2 || matched / theirs.length < 0.6 || stray > 1) continue;
        const score = matched - stray + (counts.get(full) ?? 0) / 100;
        if (!best || score > best.score) best = { name: full, score };
      }
      return best?.name ?? null;
    },
  };
}
