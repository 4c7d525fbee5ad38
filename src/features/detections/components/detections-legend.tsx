/**
 * What the map's marks mean (each kind has its own shape as well as its own colour) and what the
 * detections' confidence labels mean, as text under the map: readable by keyboard and screen reader alike.
 */
import { useIntl } from 'react-intl';
import { CONFIDENCE_MEANINGS, CONFIDENCE_WORDS } from '../lib/confidence.ts';

export function DetectionsLegend() {
  const t = useIntl().formatMessage;
  const item = 'flex items-center gap-2';
  return (
    <>
      <ul
        aria-label={t({ id: 'detections.legend.label' })}
        className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700"
      >
        <li className={item}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <rect x="2" y="2" width="12" height="12" fill="#dc2626" stroke="#450a0a" strokeWidth="1.5" />
          </svg>
          {t({ id: 'detections.legend.deforestation' })}
        </li>
        <li className={item}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <polygon points="8,1 1,15 15,15" fill="#f97316" stroke="#7c2d12" strokeWidth="1.5" />
          </svg>
          {t({ id: 'detections.legend.fire' })}
        </li>
        <li className={item}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <rect x="2" y="2" width="12" height="12" fill="#16a34a" fillOpacity="0.3" stroke="#166534" />
          </svg>
          {t({ id: 'detections.legend.plot' })}
        </li>
        <li className={item}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <rect
              x="2"
              y="2"
              width="12"
              height="12"
              fill="none"
              stroke="#111827"
              strokeWidth="2.5"
              strokeDasharray="4 2"
            />
          </svg>
          {t({ id: 'detections.legend.touched' })}
        </li>
      </ul>
      <section aria-labelledby="det-confidence-title" className="text-sm text-slate-700">
        <h3 id="det-confidence-title" className="font-medium text-slate-800">
          {t({ id: 'detections.confidence.title' })}
        </h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {Object.entries(CONFIDENCE_MEANINGS).map(([label, meaning]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">
                {t({ id: CONFIDENCE_WORDS[label as keyof typeof CONFIDENCE_WORDS] })}
              </dt>
              <dd>{t({ id: meaning })}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
