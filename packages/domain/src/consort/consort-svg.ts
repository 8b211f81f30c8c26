import type { ConsortGroupFlow, ConsortReason, ConsortResponse } from '../api/consort.js';

/**
 * The CONSORT 2010 flow diagram as a standalone SVG (docs/sleep-metrics.md, "CONSORT flow"): the
 * same file the Analiz tab shows and downloads and the study ZIP carries as consort.svg. Boxes and
 * arrows only, fonts the reader has, every text escaped.
 */

export const CONSORT_TEXTS = {
  title: 'CONSORT 2010 akış şeması',
  stages: ['Kayıt', 'Atama', 'İzlem', 'Analiz'] as const,
  registered: (n: number) => `Kayıt olan (n = ${n})`,
  notAllocated: (n: number) => `Gruba atanmayan (n = ${n})`,
  allocatedRandomised: (n: number) => `Randomize edilen (n = ${n})`,
  allocatedOther: (n: number) => `Gruba alınan (n = ${n})`,
  arm: { control: (n: number) => `Kontrol grubuna alınan (n = ${n})`, experiment: (n: number) => `Deney grubuna alınan (n = ${n})` },
  byMethod: (randomised: number, chosen: number, admin: number) => [`Randomizasyonla: ${randomised}`, `Kendi seçimi: ${chosen}`, `Yöneticinin ataması: ${admin}`],
  received: (n: number) => `Müdahaleyi alan (n = ${n})`,
  receivedNote: '(müdahale döneminde en az bir ses oturumu)',
  notReceived: (n: number) => `Müdahaleyi almayan (n = ${n})`,
  standard: 'Standart deneyim (müdahale yok)',
  withdrew: (n: number) => `Çalışmadan ayrılan (n = ${n})`,
  lost: (n: number) => `İzlemde kayıp: izlemde gecesi yok (n = ${n})`,
  ongoing: (n: number) => `İzlem dönemi bitmemiş, henüz izlem gecesi yok (n = ${n})`,
  followedUp: (n: number) => `İzlem gecesi olan (n = ${n})`,
  analysedItt: (selfSelected: boolean, n: number) => `Analiz edilen, ${selfSelected ? 'seçilen gruba göre' : 'ITT'} (n = ${n})`,
  analysedPp: (n: number) => `Analiz edilen, protokole uygun (n = ${n})`,
  excluded: (n: number) => `Analiz dışı (n = ${n})`,
  reason: (r: ConsortReason) => `• ${r.reason} (n = ${r.n})`,
} as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** Lines no longer than `width` characters, broken at spaces but never inside a count '(n = 12)'. */
function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  const words = line.replace(/\(n = (\d+)\)/g, '(n\u0000=\u0000$1)').split(' ').map((word) => word.replaceAll('\u0000', ' '));
  for (const word of words) {
    if (current !== '' && current.length + 1 + word.length > width) {
      out.push(current);
      current = `  ${word}`;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  if (current !== '') out.push(current);
  return out;
}

interface Box {
  x: number;
  y: number;
  width: number;
  lines: string[];
}
const LINE = 17;
const PAD = 10;
const heightOf = (box: Box) => box.lines.length * LINE + 2 * PAD;

function boxSvg(box: Box): string {
  const text = box.lines
    .map((line, i) => `<tspan x="${box.x + PAD}" y="${box.y + PAD + 13 + i * LINE}"${i === 0 ? ' font-weight="bold"' : ''}>${escapeXml(line)}</tspan>`)
    .join('');
  return `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${heightOf(box)}" rx="4" fill="#ffffff" stroke="#1f2937" stroke-width="1.2"/><text font-size="13" fill="#111827">${text}</text>`;
}

const arrow = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1f2937" stroke-width="1.2" marker-end="url(#arrow)"/>`;

function lines(first: string, rest: readonly string[], width: number): string[] {
  return [first, ...rest].flatMap((line) => wrap(line, width));
}

function groupBoxes(flow: ConsortGroupFlow, group: 'control' | 'experiment', selfSelected: boolean, chars: number) {
  const t = CONSORT_TEXTS;
  const allocation = lines(t.arm[group](flow.allocated), [
    ...t.byMethod(flow.byMethod.randomised, flow.byMethod.chosen, flow.byMethod.admin),
    ...(flow.received === null ? [t.standard] : [t.received(flow.received), t.receivedNote, t.notReceived(flow.notReceived ?? 0)]),
  ], chars);
  const followUp = lines(t.withdrew(flow.withdrew), [t.lost(flow.lostToFollowUp), t.ongoing(flow.ongoing), t.followedUp(flow.followedUp)], chars);
  const analysis = lines(t.analysedItt(selfSelected, flow.analysis.itt.analysed), [
    t.excluded(flow.analysis.itt.excluded),
    ...flow.analysis.itt.reasons.map(t.reason),
    t.analysedPp(flow.analysis.perProtocol.analysed),
    t.excluded(flow.analysis.perProtocol.excluded),
    ...flow.analysis.perProtocol.reasons.map(t.reason),
  ], chars);
  return { allocation, followUp, analysis };
}

export function consortSvg(flow: ConsortResponse): string {
  const t = CONSORT_TEXTS;
  const width = 960;
  const left = 110;
  const column = (width - left - 30) / 2;
  const chars = 52;
  const selfSelected = flow.assignment !== 'randomised';
  const center = left + (width - left - 20) / 2;
  const parts: string[] = [];

  const registered: Box = { x: center - 170, y: 50, width: 340, lines: [t.registered(flow.registered)] };
  // The side box is about 225 px wide: some 26 characters of 13 px text a line.
  const excludedLines = lines(t.notAllocated(flow.notAllocated.total), flow.notAllocated.reasons.map(t.reason), 26);
  const notAllocated: Box = { x: center + 200, y: 50 + heightOf(registered) + 20, width: width - center - 210, lines: excludedLines };
  const allocatedY = Math.max(notAllocated.y + heightOf(notAllocated) + 24, registered.y + heightOf(registered) + 60);
  const allocated: Box = {
    x: center - 170,
    y: allocatedY,
    width: 340,
    lines: [selfSelected ? t.allocatedOther(flow.allocated) : t.allocatedRandomised(flow.allocated)],
  };
  parts.push(boxSvg(registered), boxSvg(notAllocated), boxSvg(allocated));
  const midY = notAllocated.y + heightOf(notAllocated) / 2;
  parts.push(arrow(center, registered.y + heightOf(registered), center, allocated.y), arrow(center, midY, notAllocated.x, midY));

  const groupColumns = (['control', 'experiment'] as const).map((group, i) => ({ group, x: left + i * (column + 20), ...groupBoxes(flow.arms[group], group, selfSelected, chars) }));
  let y = allocated.y + heightOf(allocated) + 50;
  const stageTops: number[] = [50, allocated.y];
  for (const key of ['allocation', 'followUp', 'analysis'] as const) {
    const boxes = groupColumns.map((g) => ({ x: g.x, y, width: column, lines: g[key] }));
    const tallest = Math.max(...boxes.map(heightOf));
    for (const box of boxes) {
      parts.push(boxSvg(box));
      const cx = box.x + column / 2;
      parts.push(key === 'allocation' ? arrow(center, allocated.y + heightOf(allocated), cx, box.y) : arrow(cx, y - 40, cx, box.y));
    }
    if (key !== 'allocation') stageTops.push(y);
    y += tallest + 40;
    // The arrow into the next row starts under the tallest box of this one.
    if (key !== 'analysis') {
      for (const box of boxes) parts.push(`<line x1="${box.x + column / 2}" y1="${box.y + heightOf(box)}" x2="${box.x + column / 2}" y2="${y - 40}" stroke="#1f2937" stroke-width="1.2"/>`);
    }
  }
  const labels = t.stages.map(
    (stage, i) =>
      `<text x="16" y="${(stageTops[i] ?? 0) + 18}" font-size="14" font-weight="bold" fill="#1e3a8a">${escapeXml(stage)}</text>`,
  );
  const height = y;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" role="img" aria-label="${escapeXml(t.title)}">`,
    `<title>${escapeXml(t.title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#1f2937"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="28" font-size="16" font-weight="bold" text-anchor="middle" fill="#111827">${escapeXml(t.title)}</text>`,
    ...labels,
    ...parts,
    '</svg>',
  ].join('\n');
}

/** consort.csv: one row per box (stage, arm, population, label, n). */
export function consortRows(flow: ConsortResponse): (string | number)[][] {
  const rows: (string | number)[][] = [
    ['enrolment', '', '', 'registered', flow.registered],
    ['enrolment', '', '', 'not_allocated', flow.notAllocated.total],
    ...flow.notAllocated.reasons.map((r) => ['enrolment', '', '', `not_allocated: ${r.reason}`, r.n]),
    ['allocation', '', '', 'allocated', flow.allocated],
  ];
  for (const group of ['control', 'experiment'] as const) {
    const f = flow.arms[group];
    rows.push(
      ['allocation', group, '', 'allocated', f.allocated],
      ['allocation', group, '', 'allocated_randomised', f.byMethod.randomised],
      ['allocation', group, '', 'allocated_chosen', f.byMethod.chosen],
      ['allocation', group, '', 'allocated_admin', f.byMethod.admin],
    );
    if (f.received !== null) rows.push(['allocation', group, '', 'received_intervention', f.received], ['allocation', group, '', 'not_received_intervention', f.notReceived ?? 0]);
    rows.push(
      ['follow_up', group, '', 'withdrew', f.withdrew],
      ['follow_up', group, '', 'lost_to_follow_up', f.lostToFollowUp],
      ['follow_up', group, '', 'follow_up_not_reached', f.ongoing],
      ['follow_up', group, '', 'followed_up', f.followedUp],
    );
    for (const population of ['itt', 'perProtocol'] as const) {
      const box = f.analysis[population];
      rows.push(['analysis', group, population, 'analysed', box.analysed], ['analysis', group, population, 'excluded', box.excluded]);
      for (const r of box.reasons) rows.push(['analysis', group, population, `excluded: ${r.reason}`, r.n]);
    }
  }
  return rows;
}
export const CONSORT_CSV_HEADER = ['stage', 'arm', 'population', 'box', 'n'] as const;
