/**
 * The live reading of the shape: its area and coordinates as it is drawn, and whether the service will
 * take it. Once a refusal is shown on the map, its reason is not repeated here.
 */
import { useIntl } from 'react-intl';
import { RISK_INFO_LIMITS } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { messageIn } from '@core/i18n/messages.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import type { ShapeAssessment } from '../lib/shape-assessment.ts';

// Marks beside the verdict, hidden from screen readers (the words say it).
const CROSS = '✗ ';
const CHECK = '✓ ';

export function ShapeStatus({
  assessment,
  drawing,
  refused = false,
}: {
  assessment: ShapeAssessment | null;
  drawing: boolean;
  /** The refusal is on the map: the problem is not repeated here. */
  refused?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  if (!assessment) {
    return (
      <p className="text-sm text-slate-600">
        {t({ id: drawing ? 'riskinfo.status.first-corner' : 'riskinfo.status.none' })}
      </p>
    );
  }
  const { areaHa, coordinates, problem } = assessment;
  const unfinished = drawing && coordinates < 4;
  return (
    <div className="text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
        <span>
          {drawing ? t({ id: 'riskinfo.status.drawing' }) : ''}
          {t({ id: 'riskinfo.status.area' })}{' '}
          <strong data-testid="live-area">
            {Number.isNaN(areaHa) ? t({ id: 'riskinfo.status.not-measurable' }) : formatHa(areaHa, locale)}
          </strong>{' '}
          <span className="text-slate-500">
            {t(
              { id: 'riskinfo.status.allowed' },
              { min: RISK_INFO_LIMITS.minAreaHa, max: RISK_INFO_LIMITS.maxAreaHa },
            )}
          </span>
        </span>
        <span>
          {t({ id: 'riskinfo.status.coordinates' })} <strong>{intl.formatNumber(coordinates)}</strong>{' '}
          <span className="text-slate-500">
            {t({ id: 'riskinfo.status.of-at-most' }, { max: RISK_INFO_LIMITS.maxCoordinates })}
          </span>
        </span>
      </p>
      {unfinished ? (
        <p className="mt-1 text-slate-600">{t({ id: 'riskinfo.status.keep-clicking' })}</p>
      ) : problem && refused ? (
        <p className="mt-1 text-red-800">
          <span aria-hidden="true">{CROSS}</span>
          {t({ id: 'riskinfo.status.refused' })}
        </p>
      ) : problem ? (
        <p className="mt-1 text-red-800">
          <span aria-hidden="true">{CROSS}</span>
          <strong>{messageIn(locale, problem.title)}.</strong> {messageIn(locale, problem.message)}{' '}
          {messageIn(locale, problem.hint)}
        </p>
      ) : (
        <p className="mt-1 text-emerald-800">
          <span aria-hidden="true">{CHECK}</span>
          {t({ id: drawing ? 'riskinfo.status.ok-so-far' : 'riskinfo.status.ok' })}
        </p>
      )}
    </div>
  );
}
