/** Download links for the plot-file templates, under the drop zone. */
import { useIntl } from 'react-intl';
import { downloadBlob } from '@/lib/download.ts';
import { csvTemplate, geojsonTemplate, xlsxTemplate } from './templates.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function TemplateLinks() {
  const t = useIntl().formatMessage;
  const button = 'underline hover:text-emerald-800';
  return (
    <p className="text-sm text-slate-700">
      {t({ id: 'uploads.templates.intro' })}{' '}
      <button
        type="button"
        className={button}
        onClick={() =>
          downloadBlob(
            new Blob([geojsonTemplate()], { type: 'application/geo+json' }),
            'plots-template.geojson',
          )
        }
      >
        {t({ id: 'uploads.templates.geojson' })}
      </button>
      ,{' '}
      <button
        type="button"
        className={button}
        onClick={() => downloadBlob(new Blob([csvTemplate()], { type: 'text/csv' }), 'plots-template.csv')}
      >
        {t({ id: 'uploads.templates.csv' })}
      </button>
      ,{' '}
      <button
        type="button"
        className={button}
        onClick={() =>
          void xlsxTemplate().then((bytes) =>
            downloadBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), 'plots-template.xlsx'),
          )
        }
      >
        {t({ id: 'uploads.templates.xlsx' })}
      </button>
      .
    </p>
  );
}
