/** Download links for the plot-file templates, under the drop zone. */
import { downloadBlob } from '@/lib/download.ts';
import { csvTemplate, geojsonTemplate, xlsxTemplate } from './templates.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function TemplateLinks() {
  const button = 'underline hover:text-emerald-800';
  return (
    <p className="text-sm text-slate-700">
      No file yet? Start from a template with the TRACES fields and an example row:{' '}
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
        GeoJSON template
      </button>
      ,{' '}
      <button
        type="button"
        className={button}
        onClick={() => downloadBlob(new Blob([csvTemplate()], { type: 'text/csv' }), 'plots-template.csv')}
      >
        CSV template
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
        Excel template
      </button>
      .
    </p>
  );
}
