/**
 * What the rule module needs to know of a commodity's HS heading: whether it is one of the EUDR's Annex I
 * products (EUDR_COMMODITIES_HS_CODE_INVALID), whether it is wood (species required, Operator API Reference
 * §10.3 "Scientific and Common names"), whether it is cattle (a point may stand for more than 4 ha, §10.3
 * "Geolocation area for point"), and whether the Combined Nomenclature gives it a supplementary unit. Pure.
 */

/**
 * Annex I of Regulation (EU) 2023/1115 as HS prefixes (4 or 6 digits; the annex's "ex" entries are taken
 * whole: the rule module only refuses a heading that cannot be one of the annex's products). A heading is
 * accepted when it is a prefix of an entry (a 2-digit chapter such as "18") or an entry is a prefix of it.
 * Checked against a reproduction of Annex I (https://optelgroup.com/en/blog/products-impacted-by-the-eudr):
 * the cattle rows (ex 0102, 0201, 0202, ex 0206 10, 22, 29, ex 4101, 4104, 4107) and cocoa 1801, 1802. That
 * reproduction has no 1602 50 among the cattle rows; it stays until the Official Journal text settles it,
 * because a missing entry would refuse a valid statement, while an extra one only lets a heading through (and,
 * through isCattleHeading, a 1602 point of more than 4 ha).
 * The other rows are not yet checked against the Official Journal text of Regulation (EU) 2023/1115.
 */
const ANNEX_I: Record<'cattle' | 'cocoa' | 'coffee' | 'oilPalm' | 'rubber' | 'soya' | 'wood', string[]> = {
  cattle: ['010221', '010229', '0201', '0202', '020610', '020622', '020629', '160250', '4101', '4104', '4107'],
  cocoa: ['1801', '1802', '1803', '1804', '1805', '1806'],
  coffee: ['0901'],
  oilPalm: ['120710', '1511', '151321', '151329', '230660', '290545', '291570', '291590', '382311', '382312', '382319', '382370'],
  rubber: ['4001', '4005', '4006', '4007', '4008', '4010', '4011', '4012', '4013', '4015', '4016', '4017'],
  soya: ['1201', '120810', '1507', '2304'],
  // Chapter 44 whole, pulp and paper (47, 48), printed matter (49), wooden furniture and buildings (94).
  wood: ['44', '47', '48', '49', '9401', '9403', '940610'],
}; // prettier-ignore

export type Commodity = keyof typeof ANNEX_I;

const compatible = (heading: string, entry: string) => heading.startsWith(entry) || entry.startsWith(heading);

/** The commodities an HS heading may belong to (several for a 2-digit chapter); [] when none. */
export function commoditiesOf(hsHeading: string): Commodity[] {
  return (Object.keys(ANNEX_I) as Commodity[]).filter((c) =>
    ANNEX_I[c].some((e) => compatible(hsHeading, e)),
  );
}

/** HS chapters of wood and wood products: their statements name the species (§10.3). */
const WOOD_CHAPTERS = ['44', '47', '48', '49', '94'];
export const isWoodHeading = (hs: string): boolean => WOOD_CHAPTERS.includes(hs.slice(0, 2));

/** Cattle (Annex I, first rows): a point of a cattle plot may stand for more than 4 ha (§10.3). */
export const isCattleHeading = (hs: string): boolean =>
  hs.length >= 4 && ANNEX_I.cattle.some((e) => hs.startsWith(e.slice(0, 4)));

/**
 * Annex I products whose CN code carries a supplementary unit (the "Supplementary unit" column of the
 * Combined Nomenclature, Annex I to Council Regulation (EEC) No 2658/87), with the unit's code as the
 * customs declaration and the Operator API Reference write it (MTQ: cubic metre). A customs declaration of
 * these goods states the unit, and the statement it names should carry the same quantity, so the draft input
 * requires it for an IMPORT or EXPORT (statement.ts). Only headings whose every CN code carries the unit, and
 * only those a source confirms:
 * - 4403 (wood in the rough): CN chapter 44, every 4403 code "(MTQ)", e.g. CN 2023
 *   https://www.conex.net/nc8/2023/da/44.html (4403 11 00 ... 4403 99 00);
 * - 4410 (particle board): the reference's own sample files hsHeading 4410 with supplementaryUnitQualifier
 *   MTQ (Operator API Reference v1.0 §5.1.1, and its amend and SD samples; mirrored at
 *   https://github.com/mfrntic/eudr-api-client).
 * Other headings once listed here from memory (0102 and 4011 in items, 4406-4408 and 4412 in m³, 4701-4704
 * in kg 90 % sdt) are left out: no source consulted for this table (the Combined Nomenclature of Commission
 * Implementing Regulation (EU) 2024/2522, the EUDR reference texts) confirmed their unit. For them the unit
 * is optional: the draft input takes a supplementary unit with its qualifier (§4.1.4: "when a manufactured
 * product is quantified in this way"; §10.3 "Supplementary unit type": the two together) but never asks for
 * it, and the statement form, which offers the field only for the headings of this table, does not ask for it.
 * Wrongly requiring a unit would refuse a valid statement; a unit the CN does give one of them cannot be
 * entered in the form yet (docs/statement-package.md).
 */
export const SUPPLEMENTARY_UNITS: readonly { prefix: string; qualifier: string; unit: string }[] = [
  { prefix: '4403', qualifier: 'MTQ', unit: 'cubic metres (m³)' },
  { prefix: '4410', qualifier: 'MTQ', unit: 'cubic metres (m³)' },
];

/** The supplementary unit of an HS heading or CN code (4 digits at least); null when it has none. */
export function supplementaryUnitOf(code: string): { qualifier: string; unit: string } | null {
  const hit = SUPPLEMENTARY_UNITS.find((s) => code.length >= s.prefix.length && code.startsWith(s.prefix));
  return hit ? { qualifier: hit.qualifier, unit: hit.unit } : null;
}
