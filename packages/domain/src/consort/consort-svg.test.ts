import { describe, expect, it } from 'vitest';
import type { ConsortGroupFlow, ConsortResponse } from '../api/consort.js';
import { consortRows, consortSvg } from './consort-svg.js';

const groupFlow = (allocated: number, received: number | null): ConsortGroupFlow => ({
  allocated,
  byMethod: { randomised: allocated, chosen: 0, admin: 0 },
  received,
  notReceived: received === null ? null : allocated - received,
  withdrew: 1,
  lostToFollowUp: 0,
  ongoing: 0,
  followedUp: allocated - 1,
  analysis: {
    itt: { analysed: allocated - 1, excluded: 1, reasons: [{ reason: 'Başlangıç döneminde 4 geceden az <b>&', n: 1 }] },
    perProtocol: { analysed: allocated - 1, excluded: 1, reasons: [{ reason: 'Grup değiştirdi (protokol dışı)', n: 1 }] },
  },
});
const flow: ConsortResponse = {
  success: true,
  assignment: 'randomised',
  minNightsPerPhase: 4,
  registered: 130,
  notAllocated: { total: 10, reasons: [{ reason: 'Onay bekliyor', n: 10 }] },
  allocated: 120,
  arms: { control: groupFlow(60, null), experiment: groupFlow(60, 55) },
};

describe('consortSvg', () => {
  it('draws every box with its count, escapes every text, and never breaks a count across lines', () => {
    const svg = consortSvg(flow);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const text of ['Kayıt olan (n = 130)', 'Gruba atanmayan (n = 10)', 'Randomize edilen (n = 120)', 'Deney grubuna alınan (n = 60)', 'Müdahaleyi alan (n = 55)', 'Analiz edilen, ITT (n = 59)']) {
      expect(svg).toContain(text);
    }
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(svg).not.toContain('<b>');
    // Four stages, arrows between them.
    expect(svg.match(/marker-end="url\(#arrow\)"/g)?.length).toBeGreaterThanOrEqual(8);
    for (const line of svg.matchAll(/>([^<]*)<\/tspan>/g)) expect(line[1]).not.toMatch(/\(n =$|^\s*\d+\)$/);
  });

  it('names a self-selected study without ITT', () => {
    const svg = consortSvg({ ...flow, assignment: 'self-selected' });
    expect(svg).toContain('Gruba alınan (n = 120)');
    expect(svg).toContain('Analiz edilen, seçilen gruba göre (n = 59)');
    expect(svg).not.toContain('ITT');
  });

  it('lists the same boxes as rows for consort.csv', () => {
    const rows = consortRows(flow);
    expect(rows).toContainEqual(['enrolment', '', '', 'registered', 130]);
    expect(rows).toContainEqual(['allocation', 'experiment', '', 'received_intervention', 55]);
    expect(rows).toContainEqual(['analysis', 'control', 'perProtocol', 'excluded: Grup değiştirdi (protokol dışı)', 1]);
  });
});
