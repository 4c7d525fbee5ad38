/**
 * The dashboard's pages, in navigation order. Tests open every entry. Labels and descriptions are the
 * English of the `nav.*` messages (core/i18n/catalogues); the shell shows them in the chosen language.
 */
import { en, type MessageKey } from '@core/i18n/catalogues/en.ts';

const item = <K extends string>(to: `/${K}`, key: `nav.${K}` & MessageKey) => ({
  to,
  key,
  hintKey: `${key}.hint` as MessageKey,
  label: en[key],
  description: en[`${key}.hint` as MessageKey],
});

export const NAV_ITEMS = [
  item('/projects', 'nav.projects'),
  item('/suppliers', 'nav.suppliers'),
  item('/uploads', 'nav.uploads'),
  item('/plots', 'nav.plots'),
  item('/jurisdictions', 'nav.jurisdictions'),
  item('/risk-info', 'nav.risk-info'),
  item('/detections', 'nav.detections'),
  item('/audit', 'nav.audit'),
  item('/team', 'nav.team'),
  item('/eu-account', 'nav.eu-account'),
  item('/settings', 'nav.settings'),
] as const;
