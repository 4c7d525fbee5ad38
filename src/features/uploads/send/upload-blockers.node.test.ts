/** What stands before the Upload button, in English as always and in the reader's language, on both sides. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_OPTIONS } from '../shared/start-options.ts';
import { uploadBlockers, type UploadReadiness } from './upload-blockers.ts';

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
});
