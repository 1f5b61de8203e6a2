/**
 * `npm run corpus:synth`: draws the synthetic corpus (invented companies and people in the real
 * layouts), writes each document to /work/corpus-files/synthetic/ and its entry to
 * corpus/synthetic/<id>.json. Deterministic: every subject has its own seeded generator, so the same
 * code writes the same bytes and the same JSON. `CORPUS_SYNTH_ONLY=<subject prefix>` and
 * `CORPUS_SYNTH_KINDS=text_layer,scan,photo` limit the run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { acta } from './corpus-synth-acta';
import * as d from './corpus-synth-data';
import { company, csf, type Drawn, person } from './corpus-synth-docs';
import { ine } from './corpus-synth-ine';
import { BANKS, bankStatement, cfeBill, telmexBill } from './corpus-synth-money';
import { renderPdf, renderPng } from './corpus-synth-layout';
import { degrade, type Degradation, type Rng, seededRng } from './corpus-degrade';
import { imagesToPdf, PHOTO, SCAN } from './corpus-derive';
import { CORPUS_DIR, FILES_DIR, type CorpusEntry, type CorpusKind } from './corpus-lib';

type Variant = 'plain' | 'skew' | 'turn' | 'lowres' | 'jpeg' | 'blank';

interface Plan {
  subject: string;
  drawn: Drawn;
  kinds: { kind: CorpusKind; variant?: Variant }[];
}

const split = (subject: string) =>
  Number.parseInt(createHash('sha256').update(subject).digest('hex').slice(0, 8), 16) % 10 < 3
    ? 'holdout'
    : 'dev';

function plans(): Plan[] {
  const out: Plan[] = [];
  const variants: Variant[] = ['skew', 'turn', 'lowres', 'jpeg', 'blank', 'plain', 'skew', 'lowres'];
  for (let i = 1; i <= 8; i++) {
    const rng = seededRng(`csf-${i}`);
    const moral = i <= 6;
    const subject = moral ? { company: company(rng) } : { person: person(rng) };
    const issued = `2026-0${d.int(rng, 1, 9)}-${String(d.int(rng, 1, 28)).padStart(2, '0')}`;
    const kinds: Plan['kinds'] = [{ kind: 'text_layer' }, { kind: 'scan', variant: variants[i - 1] }];
    if (i % 2 === 0) kinds.push({ kind: 'photo' });
    out.push({ subject: `csf-${String(i).padStart(2, '0')}`, drawn: csf(rng, subject, issued), kinds });
  }
  for (let i = 1; i <= 4; i++) {
    const rng = seededRng(`ac-${i}`);
    const c = company(rng);
    const partners = Array.from({ length: i % 2 ? 2 : 3 }, () => person(rng));
    const drawn = acta(rng, {
      company: c,
      partners,
      model: partners.length === 3 ? 'consejo' : 'administrador_unico',
      foreigners: i === 3 ? 'exclusion' : 'admission',
      duration: i === 2 ? null : 99,
    });
    const kinds: Plan['kinds'] = [
      { kind: 'text_layer' },
      { kind: 'scan', variant: (['blank', 'turn', 'skew', 'lowres'] as const)[i - 1] },
    ];
    if (i === 1) kinds.push({ kind: 'photo' });
    out.push({ subject: `ac-${String(i).padStart(2, '0')}`, drawn, kinds });
  }
  BANKS.forEach((bank, i) => {
    const rng = seededRng(`bank-${i + 1}`);
    const drawn = bankStatement(rng, company(rng), bank, `2026-0${d.int(rng, 1, 8)}-01`);
    const kinds: Plan['kinds'] = [{ kind: 'text_layer' }];
    if (i < 4) kinds.push({ kind: 'scan', variant: (['skew', 'jpeg', 'lowres', 'plain'] as const)[i] });
    if (i % 2 === 0) kinds.push({ kind: 'photo' });
    out.push({ subject: `bank-${String(i + 1).padStart(2, '0')}`, drawn, kinds });
  });
  for (let i = 1; i <= 6; i++) {
    const rng = seededRng(`bill-${i}`);
    const c = company(rng);
    const date = `2026-0${d.int(rng, 2, 9)}-${String(d.int(rng, 1, 28)).padStart(2, '0')}`;
    const drawn = i <= 3 ? cfeBill(rng, c, date) : telmexBill(rng, c, date);
    const kinds: Plan['kinds'] = [{ kind: 'text_layer' }];
    if (i % 2 === 1) kinds.push({ kind: 'scan', variant: i === 3 ? 'skew' : 'plain' });
    if (i !== 3) kinds.push({ kind: 'photo' });
    out.push({ subject: `${i <= 3 ? 'cfe' : 'telmex'}-${String(i).padStart(2, '0')}`, drawn, kinds });
  }
  for (let i = 1; i <= 6; i++) {
    const rng = seededRng(`ine-${i}`);
    out.push({
      subject: `ine-${String(i).padStart(2, '0')}`,
      drawn: ine(rng, person(rng)),
      kinds: [{ kind: 'scan', variant: i === 2 ? 'turn' : i === 4 ? 'lowres' : 'plain' }, { kind: 'photo' }],
    });
  }
  return out;
}

function scanDegradation(rng: Rng, variant: Variant, page: number): Degradation {
  const base = SCAN(rng);
  if (variant === 'skew') return { ...base, rotate: (rng() < 0.5 ? -1 : 1) * (2.5 + rng() * 2.5) };
  if (variant === 'turn' && page === 1) return { ...base, turn: page % 2 ? 180 : 90 };
  if (variant === 'lowres') return { ...base, scale: 0.62 };
  if (variant === 'jpeg') return { ...base, jpegQuality: 28 };
  return base;
}

/** Both faces of an ID card side by side on a scanner glass (white), as one PNG. */
async function cardSheet(drawn: Drawn, dpi: number, gap: number, background: number): Promise<Buffer> {
  const faces = drawn.pages.map((p) => renderPng(p, dpi));
  const metas = await Promise.all(faces.map((f) => sharp(f).metadata()));
  const w = metas[0]!.width! + 2 * gap;
  const h = metas.reduce((s, m) => s + m.height!, 0) + (faces.length + 1) * gap;
  let top = gap;
  const layers = faces.map((input, i) => {
    const layer = { input, left: gap, top };
    top += metas[i]!.height! + gap;
    return layer;
  });
  return sharp({
    create: { width: w, height: h, channels: 3, background: { r: background, g: background, b: background } },
  })
    .composite(layers)
    .png()
    .toBuffer();
}

async function render(
  plan: Plan,
  kind: CorpusKind,
  variant: Variant,
  rng: Rng,
): Promise<{ bytes: Buffer; ext: string; degradations: string }> {
  const { drawn } = plan;
  const card = drawn.itemType === 'person_id';
  if (kind === 'text_layer')
    return {
      bytes: await renderPdf(drawn.pages, { producer: drawn.producer }),
      ext: 'pdf',
      degradations: 'none',
    };
  if (kind === 'photo') {
    const page = card ? await cardSheet(drawn, 300, 60, 250) : renderPng(drawn.pages[0]!, 150);
    const deg = PHOTO(rng);
    return { bytes: await degrade(page, deg, rng), ext: 'jpg', degradations: JSON.stringify(round(deg)) };
  }
  if (card) {
    const deg = scanDegradation(rng, variant, 0);
    if (variant === 'turn') deg.turn = 90;
    return {
      bytes: await degrade(await cardSheet(drawn, 300, 80, 255), deg, rng),
      ext: 'jpg',
      degradations: JSON.stringify(round(deg)),
    };
  }
  const dpi = drawn.itemType === 'ac_mx' ? 150 : 200;
  const jpegs: Buffer[] = [];
  const used: Degradation[] = [];
  for (const [i, page] of drawn.pages.entries()) {
    const deg = scanDegradation(rng, variant, i);
    used.push(deg);
    jpegs.push(await degrade(renderPng(page, dpi), deg, rng));
    if (variant === 'blank' && i === 1) {
      const blank = renderPng({ width: page.width, height: page.height, items: [] }, dpi);
      jpegs.push(await degrade(blank, SCAN(rng), rng));
    }
  }
  const scale = variant === 'lowres' ? 0.62 : 1;
  return {
    bytes: await imagesToPdf(jpegs, dpi * scale),
    ext: 'pdf',
    degradations: `${variant}: ${JSON.stringify(round(used[0]!))}`,
  };
}

const round = (deg: Degradation) =>
  Object.fromEntries(
    Object.entries(deg).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 100) / 100 : v]),
  );

async function main(): Promise<void> {
  const only = process.env.CORPUS_SYNTH_ONLY;
  const onlyKinds = process.env.CORPUS_SYNTH_KINDS?.split(',');
  const jsonDir = join(CORPUS_DIR, 'synthetic');
  const filesDir = join(FILES_DIR, 'synthetic');
  mkdirSync(jsonDir, { recursive: true });
  mkdirSync(filesDir, { recursive: true });
  if (!only && !onlyKinds)
    for (const n of readdirSync(jsonDir).filter((f) => f.endsWith('.json'))) rmSync(join(jsonDir, n));
  let count = 0;
  for (const plan of plans()) {
    if (only && !plan.subject.startsWith(only)) continue;
    for (const { kind, variant = 'plain' } of plan.kinds) {
      if (onlyKinds && !onlyKinds.includes(kind)) continue;
      const id = `synth-${plan.subject}-${kind === 'text_layer' ? 'text' : kind}`;
      const rng = seededRng(id);
      const { bytes, ext, degradations } = await render(plan, kind, variant, rng);
      const file = `${id}.${ext}`;
      writeFileSync(join(filesDir, file), bytes);
      const keys = kind === 'photo' ? plan.drawn.firstPage : Object.keys(plan.drawn.expected);
      const entry: CorpusEntry & { synthetic: Record<string, string> } = {
        id,
        item_type: plan.drawn.itemType,
        kind,
        split: split(plan.subject),
        file,
        synthetic: { subject: plan.subject, seed: id, degradations },
        notes: `Invented data drawn by corpus:synth in the ${plan.drawn.itemType} layout${kind === 'photo' ? '; only the first page (or both card faces) is photographed, so only what it shows is expected' : ''}.`,
        expected: Object.fromEntries(keys.map((k) => [k, plan.drawn.expected[k]])),
      };
      const jsonPath = join(jsonDir, `${id}.json`);
      // Formatted as the repository's prettier would, so `npm run lint` passes on a fresh run.
      writeFileSync(
        jsonPath,
        await format(JSON.stringify(entry, null, 2), {
          ...(await resolveConfig(jsonPath)),
          filepath: jsonPath,
        }),
      );
      count++;
      console.log(`${id}: ${bytes.length} bytes`);
    }
  }
  console.log(`${count} synthetic documents`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
