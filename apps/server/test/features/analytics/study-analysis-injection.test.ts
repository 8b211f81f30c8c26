import { existsSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInStudyZone } from '@uyku/domain';
import { seedDemoStudy } from '../../../src/demo/demo-study.js';
import { rString } from '../../../src/features/analytics/scripts/r.js';
import { spssString } from '../../../src/features/analytics/scripts/spss.js';
import { stataString } from '../../../src/features/analytics/scripts/stata.js';
import { plainText } from '../../../src/features/analytics/redcap/plain-text.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { PSPP, RSCRIPT, runTool, unzip } from '../../support/analysis-tools.js';
import { csvRecords, readStudyZip } from '../../support/study-export-reader.js';

/**
 * Admin-set texts cannot escape the analysis scripts' strings (docs/security.md, "Analysis
 * scripts"): a questionnaire whose title, questions and options carry Stata macros, quotes that
 * end a string, R and SPSS commands and HTML is exported; load.do is parsed line by line and holds
 * no backtick, `$`, backslash, apostrophe or unbalanced quote; Rscript and PSPP run load.R and
 * load.sps and read the texts back as given; REDCap's dictionary holds them as plain text.
 */

const PAYLOADS = [
  'Evet `=filewrite("/tmp/x","x")\'',
  '"Hayır"\'ı',
  '$HOME ${x} `macro\' \\`esc\'',
  '"); system("touch pwned-by-r"); ("',
  "'. HOST COMMAND=['touch pwned-by-spss']. '",
  '<img src=x onerror=alert(1)> &lt;b&gt;kalın&lt;/b&gt; &amp; Ölçüm',
];
/** A backtick at Stata's 80-character cut, and an emoji sequence across it. */
const AT_THE_CUT = `${'A'.repeat(78)}\`=1'`;
const EMOJI_AT_THE_CUT = `${'B'.repeat(79)}👍🏽 son`;

describe('one string writer per script language', () => {
  it('Stata: none of its special characters, one line, cut between whole characters', () => {
    expect(stataString('Evet `=filewrite("/tmp/x","x")\'')).toBe('"Evet \u2018=filewrite(\u201D/tmp/x\u201D,\u201Dx\u201D)\u2019"');
    expect(stataString('$HOME a\\b\nc\u0007d\u202Ee')).toBe('"\uFF04HOME a/b c de"');
    expect(stataString(AT_THE_CUT, 80)).toBe(`"${'A'.repeat(78)}\u2018="`);
    expect(stataString(EMOJI_AT_THE_CUT, 80)).toBe(`"${'B'.repeat(79)}"`);
    expect(stataString(`${'C'.repeat(78)}👍🏽`, 80)).toBe(`"${'C'.repeat(78)}👍🏽"`);
  });

  it('SPSS: an inner quote doubled, one line, cut by bytes before the doubling', () => {
    expect(spssString("it's\nok")).toBe("'it''s ok'");
    expect(spssString(`${'a'.repeat(119)}'b`, 120)).toBe(`'${'a'.repeat(119)}'''`);
    expect(spssString(`${'a'.repeat(119)}ş`, 120)).toBe(`'${'a'.repeat(119)}'`);
  });

  it('R: quotes and backslashes escaped, everything else printable ASCII or \\u escapes, NUL gone', () => {
    expect(rString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(rString('ş\u0000x\ny')).toBe('"\\u015f x y"');
    expect(rString('😀')).toBe('"\\U{1f600}"');
  });

  it('REDCap: tags removed and entities decoded, without decoding into a tag', () => {
    expect(plainText('<img src=x onerror=alert(1)>Uyku &amp; stres')).toBe('Uyku & stres');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; puan')).toBe('alert(1) puan');
    expect(plainText('&#60;b&#x3e;kalın&#60;/b&#62; 5 < 7')).toBe('kalın 5 < 7');
  });
});

const available = (Boolean(RSCRIPT) && Boolean(PSPP)) || Boolean(process.env.CI);
const describeWithTools = available ? describe : describe.skip;

describeWithTools('a questionnaire of payloads in the study ZIP', () => {
  let t: TestApp;
  let dir: string;
  let loadDo: string;
  let dictionary: Record<string, string>[];
  const study = () => path.join(dir, 'study');

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = (await asAdmin(t.app, t.db)).token;
    await seedDemoStudy(t.db, { participants: 8, days: 21, today: todayInStudyZone(), phonePrefix: '0597' });
    const person = await asParticipant(t.app, t.db, { name: 'Deniz Kodlu', group: 'experiment', enrolledOn: '2026-03-01' });
    const form = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: {
        kind: 'builtin',
        title: PAYLOADS[0],
        description: PAYLOADS[1],
        definition: {
          questions: [
            ...PAYLOADS.map((text, i) => ({ id: `p${i}`, kind: 'single_choice', text, options: PAYLOADS.map((label) => ({ label, score: 0 })) })),
            { id: 'cut', kind: 'short_text', text: AT_THE_CUT, required: false },
            { id: 'emoji', kind: 'likert', text: EMOJI_AT_THE_CUT, min: 1, max: 5, min_label: PAYLOADS[2], max_label: PAYLOADS[3] },
          ],
        },
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const responses = Object.fromEntries([...PAYLOADS.map((_, i) => [`p${i}`, i]), ['cut', PAYLOADS.slice(0, 3).join(' ')], ['emoji', 3]]);
    const answer = await call(t.app, 'POST', '/api/forms/responses', { token: person.token, body: { form_type_id: form.json().form.id, responses } });
    expect(answer.statusCode, answer.body).toBe(201);

    const response = await call(t.app, 'GET', '/api/admin/export/study?free_text=1', { token: admin });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    dir = mkdtempSync(path.join(tmpdir(), 'study-injection-'));
    writeFileSync(path.join(dir, 'study.zip'), response.rawPayload);
    unzip(path.join(dir, 'study.zip'), study());
    loadDo = readFileSync(path.join(study(), 'analysis', 'load.do'), 'utf8');
    dictionary = csvRecords(readStudyZip(response.rawPayload)['redcap_data_dictionary.csv']);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('load.do: no user text makes a macro, a global or an unbalanced quote', () => {
    const lines = loadDo.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('*'));
    expect(loadDo).toContain('\u2018=filewrite(\u201D/tmp/x\u201D,\u201Dx\u201D)\u2019');
    for (const line of lines) {
      expect(line, line).not.toMatch(/[`$\\']/);
      expect((line.match(/"/g) ?? []).length % 2, line).toBe(0);
    }
    // Every label line is the command, a name and whole strings, nothing after them.
    const labels = lines.filter((line) => line.startsWith('label '));
    expect(labels.length).toBeGreaterThan(20);
    for (const line of labels) {
      expect(line, line).toMatch(/^label (variable \w+ "[^"]*"|define \w+( -?\d+ "[^"]*")+|values \w+ \w+)$/);
      const variable = /^label variable \w+ "([^"]*)"$/.exec(line)?.[1];
      if (variable !== undefined) expect([...variable].length, line).toBeLessThanOrEqual(80);
    }
    expect(loadDo).toContain(`label variable q_cut "${'A'.repeat(78)}\u2018="`);
    expect(loadDo).toContain(`label variable q_emoji "${'B'.repeat(79)}"`);
  });

  it('Rscript runs load.R and reads every payload back as the label it was', () => {
    const check = `
source("analysis/load.R")
form <- names(study)[grepl("^form_", names(study))]
d <- study[[form[length(form)]]]
for (i in 0:${PAYLOADS.length - 1}) cat("LABEL", i, attr(d[[paste0("q_p", i)]], "label"), "\\n", sep = "\\t")
cat("LEVELS", paste(levels(d$q_p0), collapse = "|"), "\\n", sep = "\\t")
cat("CUT", attr(d$q_cut, "label"), "\\n", sep = "\\t")`;
    writeFileSync(path.join(study(), 'check.R'), check);
    const run = runTool(RSCRIPT ?? 'Rscript', ['check.R'], study());
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    for (const [i, text] of PAYLOADS.entries()) expect(lines).toContain(`LABEL\t${i}\t${text}\t`);
    expect(lines).toContain(`LEVELS\t${PAYLOADS.join('|')}\t`);
    expect(lines).toContain(`CUT\t${AT_THE_CUT}\t`);
    expect(existsSync(path.join(study(), 'pwned-by-r'))).toBe(false);
  }, 120_000);

  it('PSPP runs load.sps without an error and keeps every payload as a label', () => {
    const run = runTool(PSPP ?? 'pspp', ['analysis/load.sps'], study());
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout + run.stderr).not.toMatch(/error|warning/i);
    const form = readdirForms();
    writeFileSync(path.join(study(), 'check.sps'), `GET FILE='${form}'.\nDISPLAY DICTIONARY.\n`);
    const check = runTool(PSPP ?? 'pspp', ['-o', 'check.csv', 'check.sps'], study());
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const text = readFileSync(path.join(study(), 'check.csv'), 'utf8');
    for (const payload of PAYLOADS) expect(text).toContain(payload.replaceAll('"', '""'));
    expect(existsSync(path.join(study(), 'pwned-by-spss'))).toBe(false);
  }, 120_000);

  it("REDCap's dictionary carries the labels as plain text", () => {
    const labels = dictionary.map((row) => `${row['Field Label']} ${row['Choices, Calculations, OR Slider Labels']} ${row['Field Note']}`).join('\n');
    expect(labels).not.toMatch(/<img|&lt;|&amp;|onerror=/);
    expect(labels).toContain('kalın & Ölçüm');
  });

  function readdirForms(): string {
    const forms = loadDo.match(/save "(form_\d+_responses\.dta)"/g) ?? [];
    return (forms.at(-1) ?? '').replace(/^save "/, '').replace(/\.dta"$/, '.sav');
  }
});
