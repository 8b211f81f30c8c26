import { CONSORT_CSV_HEADER, consortRows, consortSvg, formatDateTime } from '@uyku/domain';
import { csvText } from '../../../lib/csv.js';
import { consortFlow } from '../statistics/consort.js';
import type { Database } from '../../../db/client.js';
import { readSeal, sealedListCsv } from '../../../core/study/allocation-seal.js';
import { analysisPlanState } from '../../../core/study/analysis-plan.js';
import { readSettings } from '../../../core/study/settings-row.js';

/**
 * The protocol files of the study ZIP (docs/decisions/033-sealed-allocation-list.md,
 * docs/decisions/035-analysis-plan-locked.md): the allocation list's commitment, the list and its
 * salt once revealed, the analysis plan with its lock, hash and history, and the CONSORT flow
 * (consort.svg, consort.csv).
 */

export interface ProtocolFile {
  name: string;
  text: string;
}

function commitmentText(seal: NonNullable<Awaited<ReturnType<typeof readSeal>>>): string {
  const revealed = seal.revealedAt !== null;
  return [
    'Atama listesi taahhüdü / allocation list commitment',
    '',
    `sha256: ${seal.commitment}`,
    `sealed_at: ${seal.sealedAt.toISOString()} (${formatDateTime(seal.sealedAt)})`,
    `revealed_at: ${revealed ? seal.revealedAt?.toISOString() : 'null'}`,
    `block_scheme: ${seal.blockScheme}`,
    `strata: ${JSON.stringify(seal.strata)}`,
    '',
    'TR: Liste, randomizasyon açıldığında sunucunun kriptografik rastgele sayı üreticisiyle (node:crypto) çekildi ve',
    "gizli tutuldu. sha256 = SHA-256( allocation_salt.txt'deki tuz + \"\\n\" + allocation_list.csv'nin baytları ).",
    revealed
      ? 'Liste açıldı: allocation_list.csv ve allocation_salt.txt bu ZIP içinde; özeti kendiniz hesaplayıp karşılaştırın:'
      : 'Liste henüz açılmadı: açıldığında allocation_list.csv ve allocation_salt.txt bu ZIP içinde olacak.',
    "  printf '%s\\n' \"$(cat allocation_salt.txt)\" | cat - allocation_list.csv | sha256sum",
    '',
    'EN: The list was drawn from the server\'s CSPRNG (node:crypto) when randomisation was switched on and kept',
    'concealed. sha256 = SHA-256( the salt in allocation_salt.txt + "\\n" + the bytes of allocation_list.csv ).',
    revealed
      ? 'The list is revealed: allocation_list.csv and allocation_salt.txt are in this ZIP; recompute and compare (command above).'
      : 'Not revealed yet: once it is, allocation_list.csv and allocation_salt.txt come with this ZIP.',
    '',
  ].join('\n');
}

export async function protocolFiles(db: Database): Promise<ProtocolFile[]> {
  const files: ProtocolFile[] = [];
  const seal = await readSeal(db);
  if (seal) {
    files.push({ name: 'allocation_commitment.txt', text: commitmentText(seal) });
    if (seal.revealedAt !== null) {
      files.push({ name: 'allocation_list.csv', text: await sealedListCsv(db, seal) });
      // No final line feed: the file is exactly the salt, as the verifying command reads it.
      files.push({ name: 'allocation_salt.txt', text: seal.salt });
    }
  }
  const state = await analysisPlanState(db, await readSettings(db));
  files.push({ name: 'analysis_plan.json', text: `${JSON.stringify(state, null, 2)}\n` });
  const flow = await consortFlow(db);
  files.push({ name: 'consort.svg', text: consortSvg(flow) }, { name: 'consort.csv', text: csvText(CONSORT_CSV_HEADER, consortRows(flow)) });
  return files;
}
