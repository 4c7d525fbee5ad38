/**
 * The statement package form's words as the package's input (core/traces/statement.ts), and the schema's
 * refusals as one sentence per field. Pure: the form passes its choices and the reader's formatter.
 */
import type { IntlShape } from 'react-intl';
import type { ZodError } from 'zod';
import type { IDENTIFIER_TYPES } from '@core/eudr/dds-v3.ts';
import type { StatementInput, supplementaryUnitOf } from '@core/traces/statement.ts';

// TRACES' activity codes (sent as they are; their names are shown in the reader's language).
export const ACTIVITIES = ['IMPORT', 'EXPORT', 'DOMESTIC'] as const;
// An example HS heading (cocoa beans).
export const HS_EXAMPLE = '1801';
export const KINDS = ['dds', 'sd'] as const;
export const ROLES = {
  dds: ['OPERATOR', 'REPRESENTATIVE_OPERATOR'],
  sd: ['MICRO_OPERATOR', 'REPRESENTATIVE_MSPO'],
} as const;
/** Fields whose refusal has its own sentence (what to enter); any other says which field to check. */
const FIELD_ERRORS = {
  internalReferenceNumber: 'plots.statement.error.internalReferenceNumber',
  hsHeading: 'plots.statement.error.hsHeading',
  cnCode: 'plots.statement.error.cnCode',
  descriptionOfGoods: 'plots.statement.error.descriptionOfGoods',
  netWeightKg: 'plots.statement.error.netWeightKg',
  percentageEstimationOrDeviation: 'plots.statement.error.percentageEstimationOrDeviation',
  supplementaryUnit: 'plots.statement.error.supplementaryUnit',
  supplementaryUnitQualifier: 'plots.statement.error.supplementaryUnitQualifier',
  species: 'plots.statement.error.species',
  comment: 'plots.statement.error.comment',
  representedOperator: 'plots.statement.error.representedOperator',
  groupedDeclarations: 'plots.statement.error.groupedDeclarations',
  groupedSimplifiedDeclarations: 'plots.statement.error.groupedSimplifiedDeclarations',
  operatorRole: 'plots.statement.error.operatorRole',
} as const;

/** What decides which fields the form shows and how its words are read. */
export interface FormChoices {
  kind: 'dds' | 'sd';
  role: string;
  activity: string;
  unit: ReturnType<typeof supplementaryUnitOf>;
}

/** An authorised representative names the operator it represents. */
export const isRepresentative = (role: string) =>
  role === 'REPRESENTATIVE_OPERATOR' || role === 'REPRESENTATIVE_MSPO';

/** The person's words as the package's input (numbers as typed: the schema judges them). */
export function inputOf(form: FormData, choices: FormChoices): StatementInput {
  const { kind, role, activity, unit } = choices;
  const representative = isRepresentative(role);
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const num = (k: string) => (text(k) ? Number(text(k)) : undefined);
  const opt = <K extends string, V>(k: K, v: V | undefined | '') =>
    v === undefined || v === '' ? {} : ({ [k]: v } as Record<K, V>);
  const lines = text('grouped')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    kind,
    operatorRole: role as StatementInput['operatorRole'],
    ...(representative
      ? {
          representedOperator: {
            name: text('opName'),
            identifiers: [
              { type: text('opIdType') as (typeof IDENTIFIER_TYPES)[number], value: text('opIdValue') },
            ],
            address: {
              country: text('opCountry').toUpperCase(),
              street: text('opStreet'),
              postalCode: text('opPostalCode'),
              city: text('opCity'),
            },
            ...opt('email', text('opEmail')),
            ...opt('phone', text('opPhone')),
          },
        }
      : {}),
    activityType: activity as StatementInput['activityType'],
    ...opt('countryOfActivity', text('countryOfActivity') as StatementInput['countryOfActivity']),
    ...opt('borderCrossCountry', text('borderCrossCountry') as StatementInput['borderCrossCountry']),
    ...opt('internalReferenceNumber', text('internalReferenceNumber')),
    hsHeading: text('hsHeading'),
    ...opt('cnCode', text('cnCode')),
    descriptionOfGoods: text('descriptionOfGoods'),
    ...opt('netWeightKg', num('netWeightKg')),
    ...(activity === 'DOMESTIC' ? opt('percentageEstimationOrDeviation', num('percentage')) : {}),
    ...(unit && num('supplementaryUnit') !== undefined
      ? { supplementaryUnit: num('supplementaryUnit')!, supplementaryUnitQualifier: unit.qualifier }
      : {}),
    species:
      kind === 'dds' && (text('scientificName') || text('commonName'))
        ? [{ scientificName: text('scientificName'), commonName: text('commonName') }]
        : [],
    ...opt('comment', text('comment')),
    geoLocationConfidential: form.get('geoLocationConfidential') === 'on',
    ...(kind === 'dds'
      ? { groupedDeclarations: lines }
      : {
          groupedSimplifiedDeclarations: lines.map((l) => {
            const [referenceNumber = '', verificationNumber = ''] = l.split(/\s+/);
            return { referenceNumber, verificationNumber };
          }),
        }),
  };
}

/** One sentence per refused field, saying what to enter. */
export function fieldErrorsOf(
  err: ZodError,
  kind: FormChoices['kind'],
  t: IntlShape['formatMessage'],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of err.issues) {
    const field = String(issue.path[0] ?? 'input');
    if (out[field]) continue;
    const id = Object.hasOwn(FIELD_ERRORS, field) ? FIELD_ERRORS[field as keyof typeof FIELD_ERRORS] : null;
    out[field] = id
      ? t({
          id:
            field === 'internalReferenceNumber' && kind === 'sd' && issue.code === 'custom'
              ? 'plots.statement.error.internalReferenceNumber.required'
              : id,
        })
      : t({ id: 'plots.statement.error.other' }, { field, issue: issue.message });
  }
  return out;
}
