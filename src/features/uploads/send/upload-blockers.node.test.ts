/** What stands before the Upload button, in English as always and in the reader's language, on both sides. */
import { describe, expect, it } from 'vitest';
import { fileResult } from '@tests/support/uploads.ts';
import type { CheckResult } from '../check/check-protocol.ts';
import { DEFAULT_UPLOAD_OPTIONS } from '../shared/start-options.ts';
import { asksEmptyOverwriteConfirmation, uploadBlockers, type UploadReadiness } from './upload-blockers.ts';

const nothingYet: UploadReadiness = {
  projectId: undefined,
  supplier: ' ',
  match: undefined,
  fileCount: 0,
  result: null,
  options: DEFAULT_UPLOAD_OPTIONS,
  confirmText: '',
  prepared: { entries: 0, mapping: false, pending: false, unreadable: [] },
};

describe('uploadBlockers', () => {
  it('says what to do in English, one line per missing step', () => {
    expect(uploadBlockers(nothingYet)).toEqual([
      'Choose a project.',
      'Choose or type the supplier.',
      'Add at least one plot file.',
    ]);
  });

  it('says the same in Portuguese, with the mapping button named as the page names it', () => {
    expect(uploadBlockers(nothingYet, 'pt')).toEqual([
      'Escolha um projeto.',
      'Escolha ou digite o fornecedor.',
      'Adicione pelo menos um arquivo de parcelas.',
    ]);
    const mapping = {
      ...nothingYet,
      prepared: { entries: 1, mapping: true, pending: false, unreadable: ['a.csv'] },
    };
    expect(uploadBlockers(mapping, 'pt').slice(2)).toEqual([
      'Confirme os campos das parcelas acima (“Usar estes campos e verificar as parcelas”).',
      'Remova os arquivos que não podem ser lidos: a.csv.',
    ]);
  });

  it('asks to wait while the check runs, and is empty once it is done', () => {
    const ready = {
      ...nothingYet,
      projectId: 'p1',
      supplier: 'Coop A',
      prepared: { entries: 1, mapping: false, pending: false, unreadable: [] },
    };
    expect(uploadBlockers({ ...ready, prepared: { ...ready.prepared, pending: true } }, 'fr')).toEqual([
      'Attendez la fin de la vérification.',
    ]);
    expect(uploadBlockers(ready, 'fr')).toEqual([]);
  });

  describe('files that hold no plot', () => {
    /** A finished check of one file holding `plots` plots. */
    const checkedWith = (plots: number, over: Partial<CheckResult['files'][number]> = {}): CheckResult => {
      const file = fileResult({}, { featureCount: plots, ...over });
      return {
        files: [file],
        totals: { ...file, featureCount: plots },
        uploadProblems: [],
        problems: [],
        problemsOmitted: 0,
        groups: [],
        preview: { type: 'FeatureCollection', features: [] },
        previewShown: plots,
        previewTotal: plots,
        undrawable: 0,
        propertyNames: [],
        elapsedMs: 1,
      };
    };
    const ready = (plots: number, leftOut?: number): UploadReadiness => ({
      ...nothingYet,
      projectId: 'p1',
      supplier: 'Coop A ',
      fileCount: 1,
      result: checkedWith(plots),
      prepared: { entries: 1, mapping: false, pending: false, unreadable: [] },
      ...(leftOut === undefined ? {} : { leftOut }),
    });
    const overwrite = { ...DEFAULT_UPLOAD_OPTIONS, overwrite: true };

    it('refuses to send a file every plot of which was left out as already uploaded, saying why and what to do', () => {
      expect(uploadBlockers(ready(0, 3))).toEqual([
        'There is nothing to send: every plot of the files was left out because Coop A already has it. Add a file with new plots, or remove these files.',
      ]);
      expect(uploadBlockers(ready(0, 3), 'fr')).toEqual([
        'Rien à envoyer : chaque parcelle des fichiers a été écartée parce que Coop A l’a déjà. Ajoutez un fichier avec de nouvelles parcelles, ou retirez ces fichiers.',
      ]);
      // A plot still in the file: it goes.
      expect(uploadBlockers(ready(1, 3))).toEqual([]);
    });

    it('refuses an empty file without overwrite (it would change nothing); with overwrite it asks for the name', () => {
      expect(uploadBlockers(ready(0))).toEqual([
        'There is nothing to send: the files hold no plot. Add a file with plots, or remove the empty files.',
      ]);
      expect(uploadBlockers({ ...ready(0), options: overwrite })).toEqual([
        "Type the supplier's name to confirm that all its plots will be removed.",
      ]);
      expect(uploadBlockers({ ...ready(0), options: overwrite, confirmText: 'coop a' })).toEqual([]);
      // A file that cannot be read says so, once.
      const fatal = checkedWith(0, {
        fatal: { code: 'file-not-json', severity: 'error', fileName: 'farms.geojson', message: 'Not JSON.' },
      });
      expect(uploadBlockers({ ...ready(0), result: fatal })).toEqual([
        'Remove or fix the files that cannot be read: farms.geojson.',
      ]);
    });

    it('refuses overwrite once plots were left out as already uploaded: it would remove them', () => {
      expect(uploadBlockers({ ...ready(2, 1), options: overwrite })).toEqual([
        '1 plot was left out of the files as already uploaded: overwrite would remove it from Coop A. Turn overwrite off to keep it as it is, or remove the file and add it again to send every plot.',
      ]);
      expect(uploadBlockers({ ...ready(2, 4), options: overwrite }, 'pt')).toEqual([
        '4 parcelas foram deixadas de fora dos arquivos por já terem sido enviadas: sobrescrever as removeria de Coop A. Desative sobrescrever para mantê-las como estão, ou remova o arquivo e adicione-o de novo para enviar todas as parcelas.',
      ]);
      // Every plot left out, then overwrite: the left-out refusal alone, no request for the name (it would
      // change nothing), and the name typed does not lift it.
      expect(uploadBlockers({ ...ready(0, 3), options: overwrite })).toEqual([
        '3 plots were left out of the files as already uploaded: overwrite would remove them from Coop A. Turn overwrite off to keep them as they are, or remove the file and add it again to send every plot.',
      ]);
      expect(uploadBlockers({ ...ready(0, 3), options: overwrite, confirmText: 'Coop A' })).toHaveLength(1);
      expect(asksEmptyOverwriteConfirmation({ ...ready(0, 3), options: overwrite })).toBe(false);
      expect(asksEmptyOverwriteConfirmation({ ...ready(0, 0), options: overwrite })).toBe(true);
      expect(asksEmptyOverwriteConfirmation({ ...ready(0) })).toBe(false);
      expect(asksEmptyOverwriteConfirmation({ ...ready(1), options: overwrite })).toBe(false);
      // Nothing left out: overwrite goes; left out without overwrite: it goes too.
      expect(uploadBlockers({ ...ready(2, 0), options: overwrite })).toEqual([]);
      expect(uploadBlockers(ready(2, 4))).toEqual([]);
    });
  });
});
