/** The operator's part of the statement package form: the kind of statement, the role, the represented operator. */
import { useIntl } from 'react-intl';
import { IDENTIFIER_TYPES } from '@core/eudr/dds-v3.ts';
import { INPUT_LIMITS } from '@core/traces/statement.ts';
import { Field } from './statement-field.tsx';
import { isRepresentative, KINDS, ROLES, type FormChoices } from './statement-input.ts';

export function OperatorFields({
  kind,
  role,
  errors,
  onKind,
  onRole,
}: {
  kind: FormChoices['kind'];
  role: string;
  errors: Record<string, string>;
  onKind: (kind: FormChoices['kind']) => void;
  onRole: (role: string) => void;
}) {
  const t = useIntl().formatMessage;
  const chars = (max: number) => t({ id: 'plots.statement.limit.chars' }, { max });
  return (
    <fieldset className="col-span-2 grid grid-cols-2 gap-2 rounded border border-slate-200 p-2">
      <legend className="px-1 font-medium">{t({ id: 'plots.statement.operator' })}</legend>
      <Field label={t({ id: 'plots.statement.kind' })} wide>
        {(control) => (
          <select
            {...control}
            name="kind"
            value={kind}
            onChange={(e) => {
              const k = e.target.value as 'dds' | 'sd';
              onKind(k);
            }}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t({ id: `plots.statement.kind.${k}` })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t({ id: 'plots.statement.role' })} error={errors['operatorRole']} wide>
        {(control) => (
          <select {...control} name="operatorRole" value={role} onChange={(e) => onRole(e.target.value)}>
            {ROLES[kind].map((r) => (
              <option key={r} value={r}>
                {t({ id: `plots.statement.role.${r}` })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isRepresentative(role) ? (
        <fieldset className="col-span-2 grid grid-cols-2 gap-2 rounded border border-slate-200 p-2">
          <legend className="px-1">{t({ id: 'plots.statement.represented' })}</legend>
          {errors['representedOperator'] ? (
            <p className="col-span-2 text-xs text-red-800">{errors['representedOperator']}</p>
          ) : null}
          <Field
            label={t({ id: 'plots.statement.represented.name' })}
            hint={chars(INPUT_LIMITS.operatorName)}
            wide
          >
            {(control) => <input {...control} name="opName" maxLength={INPUT_LIMITS.operatorName} />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.id-type' })}>
            {(control) => (
              <select {...control} name="opIdType" defaultValue="eori">
                {IDENTIFIER_TYPES.map((i) => (
                  <option key={i} value={i}>
                    {i.toUpperCase()}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t({ id: 'plots.statement.represented.id-value' })}
            hint={t({ id: 'plots.statement.limit.eori' })}
          >
            {(control) => <input {...control} name="opIdValue" maxLength={INPUT_LIMITS.identifierValue} />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.street' })} wide>
            {(control) => <input {...control} name="opStreet" maxLength={INPUT_LIMITS.street} />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.postal-code' })}>
            {(control) => <input {...control} name="opPostalCode" maxLength={INPUT_LIMITS.postalCode} />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.city' })}>
            {(control) => <input {...control} name="opCity" maxLength={INPUT_LIMITS.city} />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.country' })}>
            {(control) => <input {...control} name="opCountry" maxLength={2} autoComplete="off" />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.email' })}>
            {(control) => <input {...control} name="opEmail" type="email" maxLength={INPUT_LIMITS.email} />}
          </Field>
          <Field label={t({ id: 'plots.statement.represented.phone' })}>
            {(control) => <input {...control} name="opPhone" type="tel" maxLength={INPUT_LIMITS.phone} />}
          </Field>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
