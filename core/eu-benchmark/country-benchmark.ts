/**
 * The EU's official country benchmarking under Article 29 of the EUDR (Regulation (EU) 2023/1115), as data:
 * Commission Implementing Regulation (EU) 2025/1093 of 22 May 2025 (OJ L, 23.5.2025; in force 26 May 2025),
 * ELI http://data.europa.eu/eli/reg_impl/2025/1093/oj. Its annex lists the countries of LOW risk and of HIGH
 * risk; every country it does not list is STANDARD risk (Article 29(1)). The tier sets which due-diligence
 * steps apply (simplified due diligence for low risk, Article 13) and the share of operators the competent
 * authorities check each year (Article 16: 1 %, 3 %, 9 %).
 *
 * This is NOT the risk service's assessment of a plot or a jurisdiction: that is the service's own model.
 * Pages label the two apart ("EU country benchmark (official)" vs "Assessed risk (service)").
 *
 * Where the list comes from: the annex's country names as ISO 3166-1 alpha-2 codes, transcribed by this
 * project on 2026-11-26 and cross-checked against public reproductions of the annex: 140 low-risk countries,
 * and the standard-risk list reproduced from Preferred by Nature (Uganda and Tanzania among them: Uganda had
 * been transcribed as low, the one country where the two disagreed). Check a disputed country against the
 * Official Journal text before relying on it; when the Commission reviews the list
 * (Article 29(4)), update BENCHMARK_SOURCE and the lists here, in one place.
 */

export const BENCHMARK_TIERS = ['low', 'standard', 'high'] as const;
export type BenchmarkTier = (typeof BENCHMARK_TIERS)[number];

export const BENCHMARK_SOURCE = {
  title: 'Commission Implementing Regulation (EU) 2025/1093',
  adopted: '2025-05-22',
  inForce: '2025-05-26',
  legalBasis: 'Article 29 of Regulation (EU) 2023/1115 (EUDR)',
  url: 'https://eur-lex.europa.eu/eli/reg_impl/2025/1093/oj',
  transcribed: '2026-11-26',
} as const;

/** Share of operators the authorities check each year, per tier (EUDR Article 16). */
export const CHECK_SHARE: Record<BenchmarkTier, string> = { low: '1 %', standard: '3 %', high: '9 %' };

/** Belarus, North Korea (DPRK), Myanmar, Russia. */
const HIGH = new Set(['BY', 'KP', 'MM', 'RU']);

// prettier-ignore
const LOW = new Set([
  // The 27 EU member states.
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  // The other countries of the annex's low-risk list.
  'AD', 'AE', 'AF', 'AG', 'AL', 'AM', 'AU', 'AZ', 'BA', 'BB', 'BD', 'BH', 'BI', 'BN', 'BS', 'BT', 'CA', 'CF',
  'CG', 'CH', 'CL', 'CN', 'CR', 'CU', 'CV', 'DJ', 'DM', 'DO', 'DZ', 'EG', 'FJ', 'FM', 'GA', 'GB', 'GD', 'GE',
  'GH', 'GY', 'IN', 'IQ', 'IR', 'IS', 'JM', 'JO', 'JP', 'KE', 'KG', 'KI', 'KM', 'KN', 'KR', 'KW', 'KZ', 'LA',
  'LB', 'LC', 'LI', 'LK', 'LS', 'LY', 'MA', 'MC', 'MD', 'ME', 'MG', 'MH', 'MK', 'ML', 'MN', 'MU', 'MV', 'NO',
  'NP', 'NR', 'NZ', 'OM', 'PG', 'PH', 'PS', 'PW', 'QA', 'RS', 'RW', 'SA', 'SB', 'SC', 'SG', 'SM', 'SR', 'SS',
  'ST', 'SY', 'SZ', 'TG', 'TH', 'TJ', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'UA', 'US', 'UY', 'UZ',
  'VC', 'VN', 'VU', 'WS', 'YE', 'ZA',
]);

/**
 * The EU's code for Northern Ireland (customs and VAT since 2021), which the Information System accepts as a
 * country of activity (EuropeanCountryType, §4.1.4 of its specification) beside the Member States. The annex
 * benchmarks the United Kingdom as one country (GB, low risk), Northern Ireland included: XI has GB's tier,
 * or a simplified declaration from Northern Ireland would be refused as "not low risk".
 */
const SAME_TIER_AS: Readonly<Record<string, string>> = { XI: 'GB' };

/**
 * The benchmark tier of a country (ISO 3166-1 alpha-2, any case, or XI); null for anything that is not a
 * two-letter code (a plot without a country is not "standard": the page says the country is unknown).
 */
export function benchmarkTier(code: string | null | undefined): BenchmarkTier | null {
  const given = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(given)) return null;
  const c = SAME_TIER_AS[given] ?? given;
  if (HIGH.has(c)) return 'high';
  if (LOW.has(c)) return 'low';
  return 'standard';
}

/** How many countries each explicit list holds (the data's own check; tests pin it). */
export const LISTED_COUNTS = { high: HIGH.size, low: LOW.size } as const;
