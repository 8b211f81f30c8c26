import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayInStudyZone } from '@uyku/domain';
import { seedDemoStudy } from '../../../src/demo/demo-study.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { PSPP, RSCRIPT, runTool, unzip } from '../../support/analysis-tools.js';
import { NOT_TABLES } from '../../support/study-export-fixture.js';
import { csvRecords, readStudyZip, splitCsvLine, type ExportedCsv } from '../../support/study-export-reader.js';

/**
 * The study ZIP's analysis scripts run for real (docs/decisions/023-analysis-bundle.md): on a demo
 * study downloaded through the API and unpacked, `Rscript analysis/load.R` reads every CSV with
 * the codebook's types, labels and row counts and fits the starter mixed model, whose arm × phase
 * estimate matches lme4 fitted on nights_long.csv directly; `pspp analysis/load.sps` saves a
 * labelled .sav per CSV, read back by PSPP's DISPLAY DICTIONARY. Without R or PSPP the file is
 * skipped on a developer's machine and fails in CI.
 */

const available = (Boolean(RSCRIPT) && Boolean(PSPP)) || Boolean(process.env.CI);
const describeWithTools = available ? describe : describe.skip;
if (!available) {
  console.warn('study-analysis-bundle.test.ts skipped: R and GNU PSPP are not installed (apt-get install -y --no-install-recommends r-base-core r-cran-lme4 r-cran-haven pspp)');
}

let t: TestApp;
let adminToken: string;
let dir: string;
let csv: Record<string, ExportedCsv>;
let codebook: Record<string, string>[];
const CHOICES = ['Hiç', 'Bazen', 'Sık sık'];

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (await asAdmin(t.app, t.db)).token;
  adminToken = admin;
  await seedDemoStudy(t.db, { participants: 16, days: 30, today: todayInStudyZone(), phonePrefix: '0596' });
  // A built-in form with a coded choice and a Likert item, and a heart rate not measured.
  const person = await asParticipant(t.app, t.db, { name: 'Deniz Kodlu', group: 'experiment', enrolledOn: '2026-03-01' });
  const form = await call(t.app, 'POST', '/api/forms/admin/add', {
    token: admin,
    body: {
      kind: 'builtin',
      title: 'Haftalık Anket',
      description: '',
      definition: {
        questions: [
          { id: 'often', kind: 'single_choice', text: 'Ne sıklıkla?', options: CHOICES.map((label) => ({ label, score: 0 })) },
          { id: 'rested', kind: 'likert', text: 'Dinlenmiş uyandım', min: 1, max: 5, min_label: 'Hiç', max_label: 'Çok' },
        ],
      },
    },
  });
  expect(form.statusCode, form.body).toBe(201);
  const answer = await call(t.app, 'POST', '/api/forms/responses', { token: person.token, body: { form_type_id: form.json().form.id, responses: { often: 2, rested: 4 } } });
  expect(answer.statusCode, answer.body).toBe(201);
  const session = await call(t.app, 'POST', '/api/heart-rate/sessions', {
    token: person.token,
    body: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', heart_rate_before: 'not_measured', heart_rate_after: 66, duration: 60 },
  });
  expect(session.statusCode, session.body).toBe(200);

  const response = await call(t.app, 'GET', '/api/admin/export/study', { token: admin });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  dir = mkdtempSync(path.join(tmpdir(), 'study-bundle-'));
  writeFileSync(path.join(dir, 'study.zip'), response.rawPayload);
  unzip(path.join(dir, 'study.zip'), path.join(dir, 'study'));
  csv = readStudyZip(response.rawPayload);
  codebook = csvRecords(csv['codebook.csv']);
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const study = () => path.join(dir, 'study');
const dataFiles = () => Object.keys(csv).filter((name) => !NOT_TABLES.has(name));
const columnsOf = (file: string) => codebook.filter((row) => row.file === file);
/** `code=label|…` of the codebook as [codes, labels]. */
const valueLabels = (row: Record<string, string>) => {
  const pairs = (row.value_labels ?? '').split('|').filter(Boolean).map((pair) => pair.split('='));
  return { codes: pairs.map(([code]) => code ?? ''), labels: pairs.map(([, label]) => label ?? '') };
};
const isLabelled = (row: Record<string, string>) => row.value_labels !== '' && ['categorical', 'boolean', 'integer'].includes(row.type ?? '');

function runR(args: string[]) {
  if (!RSCRIPT) throw new Error('Rscript was not found: apt-get install -y --no-install-recommends r-base-core r-cran-lme4 r-cran-haven');
  const run = runTool(RSCRIPT, args, study());
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

function runPspp(args: string[]) {
  if (!PSPP) throw new Error('pspp was not found: apt-get install -y --no-install-recommends pspp');
  const run = runTool(PSPP, args, study());
  expect(run.status, run.stdout + run.stderr).toBe(0);
  expect(run.stdout + run.stderr).not.toMatch(/error|warning/i);
  return run.stdout;
}

const R_CLASS: Record<string, string> = {
  integer: 'integer',
  decimal: 'numeric',
  text: 'character',
  time: 'character',
  date: 'Date',
  datetime: 'POSIXct',
  boolean: 'logical',
  categorical: 'factor',
};

describeWithTools('analysis/load.R', () => {
  let loadOutput: string;
  beforeAll(() => {
    loadOutput = runR(['analysis/load.R']);
  }, 120_000);

  it('reads every CSV of the ZIP with its row and column counts', () => {
    expect(dataFiles()).toContain('nights_long.csv');
    expect(dataFiles()).toContain('form_01_responses.csv');
    for (const file of dataFiles()) expect(loadOutput, file).toContain(`${file}: ${csv[file]!.rows} rows, ${csv[file]!.header.length} columns`);
    expect(loadOutput).toContain('haven: value labels attached');
  });

  it('gives every column the codebook type and label, and every coded column its value labels as factor levels and haven labels', () => {
    const inspect = `
source("analysis/load.R")
for (t in names(study)) for (c in names(study[[t]])) {
  x <- study[[t]][[c]]; y <- study_labelled[[t]][[c]]; r <- raw[[t]][[c]]
  lost <- sum(is.na(x) & !is.na(r))
  cat("COL", codebook[[t]]$file, c, class(x)[1], paste(levels(x), collapse = "|"), paste(names(attr(y, "labels")), collapse = "|"),
      paste(unname(attr(y, "labels")), collapse = "|"), attr(x, "label"), lost, sep = "\\t")
  cat("\\n")
}`;
    writeFileSync(path.join(study(), 'inspect.R'), inspect);
    const lines = runR(['inspect.R'])
      .split('\n')
      .filter((line) => line.startsWith('COL\t'))
      .map((line) => line.split('\t'));
    const seen = new Map(lines.map(([, file, column, ...rest]) => [`${file}/${column}`, rest]));
    expect(seen.size).toBe(codebook.length);
    let labelled = 0;
    for (const row of codebook) {
      const [rClass, levels, havenNames, havenCodes, label, lost] = seen.get(`${row.file}/${row.column}`) ?? [];
      const where = `${row.file} ${row.column}`;
      expect(rClass, where).toBe(R_CLASS[row.type ?? '']);
      expect(label, where).toBe(row.label_tr);
      // Every value in the CSV is one the codebook allows: none became NA as a factor.
      expect(lost, where).toBe('0');
      const { codes, labels } = valueLabels(row);
      if (row.type === 'categorical') expect(levels, where).toBe(labels.join('|'));
      if (isLabelled(row)) {
        labelled += 1;
        expect(havenNames, where).toBe(labels.join('|'));
        expect(havenCodes, where).toBe(codes.join('|'));
      }
    }
    expect(labelled).toBeGreaterThan(20);
    expect(seen.get('form_01_responses.csv/q_often')?.[1]).toBe(CHOICES.join('|'));
    expect(seen.get('heart_rate_sessions.csv/hr_before_missing')?.[2]).toBe('Ölçemedim|Sorulamadı');
  });

  it('fits the arm × phase mixed model of the primary outcome, equal to lme4 on nights_long.csv read directly', () => {
    expect(loadOutput).toContain('Linear mixed model fit by REML');
    expect(loadOutput).toContain('armexperiment:phaseintervention');
    const scripted = Number(/arm x phase estimate \(se_diary_pct\): (-?\d+\.\d+)/.exec(loadOutput)?.[1]);
    const direct = `
d <- read.csv("nights_long.csv", fileEncoding = "UTF-8-BOM")
d <- d[d$phase %in% c("baseline", "intervention") & !is.na(d$se_diary_pct), ]
d$arm_itt <- factor(d$arm_itt, levels = c("control", "experiment"))
m <- lme4::lmer(se_diary_pct ~ arm_itt + phase + arm_itt:phase + (1 | participant_code), data = d)
cat(sprintf("%.12f %d\\n", lme4::fixef(m)[["arm_ittexperiment:phaseintervention"]], nrow(d)))`;
    writeFileSync(path.join(study(), 'direct.R'), direct);
    const [estimate, nights] = runR(['direct.R']).trim().split(' ').map(Number);
    expect(Number.isFinite(scripted)).toBe(true);
    expect(Math.abs(scripted - estimate!)).toBeLessThan(1e-6);
    expect(loadOutput).toContain(`Number of obs: ${nights}`);
  });

  it('writes analysis/results.csv: the complete-case comparison as the Analiz tab computes it, beside the mixed model on all nights', async () => {
    const results = csvRecords({ header: [], rows: 0, widths: [], numeric: [], bom: false, text: readFileSync(path.join(study(), 'analysis', 'results.csv'), 'utf8').replaceAll('\n', '\r\n') });
    const analyses = results.map((row) => row.analysis);
    expect(analyses).toEqual(['complete_case_welch', 'mixed_model_all_nights']);
    const mixed = results[1]!;
    expect(Number(mixed.estimate)).toBeCloseTo(Number(/arm x phase estimate \(se_diary_pct\): (-?\d+\.\d+)/.exec(loadOutput)?.[1]), 9);
    expect(Number(mixed.n_nights)).toBeGreaterThan(Number(mixed.n_participants));
    // The same participants and the same Welch difference as the primary analysis of the tab.
    const primary = (await call(t.app, 'GET', '/api/admin/analytics/primary', { token: adminToken })).json();
    const tab = primary.itt.results.find((r: { metric: string }) => r.metric === primary.primaryOutcome);
    const complete = results[0]!;
    expect(Number(complete.n_participants)).toBe(primary.itt.included.length);
    expect(Number(complete.estimate)).toBeCloseTo(tab.welch.difference, 9);
    expect(Number(complete.p_value)).toBeCloseTo(tab.welch.p, 9);
  });
});

describeWithTools('the scripts on a study whose nights so far fall in one arm and one phase', () => {
  let early: TestApp;
  let earlyDir: string;
  beforeAll(async () => {
    early = await buildTestApp();
    const admin = (await asAdmin(early.app, early.db)).token;
    const person = await asParticipant(early.app, early.db, { group: 'control', enrolledOn: addCalendarDays(todayInStudyZone(), -2) });
    for (const ago of [0, 1, 2]) {
      const night = await call(early.app, 'POST', '/api/sleep/sessions', { token: person.token, body: sleepBody({ date: addCalendarDays(todayInStudyZone(), -ago) }) });
      expect(night.statusCode, night.body).toBe(201);
    }
    const response = await call(early.app, 'GET', '/api/admin/export/study', { token: admin });
    earlyDir = mkdtempSync(path.join(tmpdir(), 'study-early-'));
    writeFileSync(path.join(earlyDir, 'study.zip'), response.rawPayload);
    unzip(path.join(earlyDir, 'study.zip'), path.join(earlyDir, 'study'));
  }, 120_000);
  afterAll(async () => {
    await early?.close();
    if (earlyDir) rmSync(earlyDir, { recursive: true, force: true });
  });

  it('loads everything, skips the models with a plain message and exits 0 (R), and PSPP saves its files', () => {
    const run = runTool(RSCRIPT!, ['analysis/load.R'], path.join(earlyDir, 'study'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('nights_long.csv: 3 rows');
    expect(run.stdout).toContain('Model skipped / model atlandi: the nights so far are in one arm or one phase');
    expect(readFileSync(path.join(earlyDir, 'study', 'analysis', 'results.csv'), 'utf8').trim().split('\n')).toHaveLength(1);
    const pspp = runTool(PSPP!, ['analysis/load.sps'], path.join(earlyDir, 'study'));
    expect(pspp.status, pspp.stdout + pspp.stderr).toBe(0);
    expect(existsSync(path.join(earlyDir, 'study', 'nights_long.sav'))).toBe(true);
  }, 180_000);
});

/** The sections of PSPP's CSV output: a table's title and rows, or a note. */
function psppSections(text: string): { title: string; rows: string[][] }[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((block) => block.split(/\r?\n/).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map(([first = '', ...rest]) => (first.startsWith('Table: ') ? { title: first.slice(7), rows: rest.map(splitCsvLine) } : { title: 'note', rows: [[first]] }));
}

const SPSS_FORMAT: Record<string, RegExp> = {
  integer: /^F\d+\.0$/,
  decimal: /^F\d+\.\d+$/,
  text: /^A\d+$/,
  time: /^TIME5(\.0)?$/,
  date: /^SDATE10$/,
  datetime: /^A\d+$/,
  boolean: /^F1\.0$/,
  categorical: /^(A|F)\d+(\.0)?$/,
};

describeWithTools('analysis/load.sps', () => {
  it('saves a .sav per CSV with its cases, formats, variable labels and value labels, as PSPP reads them back', () => {
    runPspp(['analysis/load.sps']);
    const check = dataFiles()
      .map((file) => `GET FILE='${file.replace(/\.csv$/, '.sav')}'.\nSHOW N.\nDISPLAY DICTIONARY.\n`)
      .join('');
    writeFileSync(path.join(study(), 'check.sps'), check);
    runPspp(['-o', 'check.csv', 'check.sps']);
    const sections = psppSections(readFileSync(path.join(study(), 'check.csv'), 'utf8'));

    // One group per file: its N note, its Variables table, and its Value Labels table when any.
    let index = 0;
    for (const file of dataFiles()) {
      expect(existsSync(path.join(study(), file.replace(/\.csv$/, '.sav'))), file).toBe(true);
      const note = sections[index++];
      expect(note?.rows[0]?.[0], file).toMatch(new RegExp(`SHOW: N is ${csv[file]!.rows}\\.`));
      const variables = sections[index++]!;
      expect(variables.title).toBe('Variables');
      const [header = [], ...rows] = variables.rows;
      const at = (name: string) => header.indexOf(name);
      const columns = columnsOf(file);
      expect(rows.map((r) => r[at('Name')])).toEqual(columns.map((c) => c.column));
      for (const [i, row] of rows.entries()) {
        const column = columns[i]!;
        expect(row[at('Label')], `${file} ${column.column}`).toBe(column.label_tr);
        expect(row[at('Print Format')], `${file} ${column.column}`).toMatch(SPSS_FORMAT[column.type ?? '']!);
      }
      const labelled = columns.filter(isLabelled);
      if (labelled.length === 0) continue;
      const values = sections[index++]!;
      expect(values.title, file).toBe('Value Labels');
      // Rows: variable label (on a group's first row), value, label; groups in variable order.
      const groups: { label: string; pairs: string[] }[] = [];
      for (const [name = '', value = '', label = ''] of values.rows.slice(1)) {
        if (name !== '') groups.push({ label: name, pairs: [] });
        groups.at(-1)?.pairs.push(`${value}=${label}`);
      }
      expect(groups.map((g) => g.label), file).toEqual(labelled.map((c) => c.label_tr));
      for (const [i, column] of labelled.entries()) {
        const { codes, labels } = valueLabels(column);
        // PSPP lists a variable's labels sorted by value.
        expect(groups[i]!.pairs.sort(), `${file} ${column.column}`).toEqual(codes.map((code, j) => `${code}=${labels[j]}`).sort());
      }
    }
    expect(index).toBe(sections.length);
  }, 120_000);
});
