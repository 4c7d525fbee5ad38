/**
 * The buyer's link to the supplier self-check (`/check?…`): what the buyer presets (TRACES validation, the
 * plot-name field, the countries the plots should lie in, the commodity, the buyer's own name) written into
 * the link's query, and read back from it. Made on the dashboard (the Suppliers page), read by the self-check page, so
 * it lives in src/lib. The query is hostile input: every value is bounded and checked, anything else ignored.
 * Pure: no DOM.
 */

/** The self-check page's path: outside the dashboard's account flow (src/app/router.tsx, src/main.tsx). */
export const SELF_CHECK_PATH = '/check';

/** The seven commodities of the EU Deforestation Regulation (Annex I). */
export const COMMODITIES = ['cattle', 'cocoa', 'coffee', 'oil-palm', 'rubber', 'soya', 'wood'] as const;
export type Commodity = (typeof COMMODITIES)[number];

export const BUYER_MAX = 120;
export const NAME_FIELD_MAX = 64;
export const COUNTRIES_MAX = 30;

export interface CheckPreset {
  /** The buyer's name, shown to the supplier and written into the receipt. */
  buyer: string | null;
  validateForTraces: boolean;
  /** The property that holds each plot's name; null: ProductionPlace. */
  nameField: string | null;
  /** ISO 3166-1 alpha-2 codes of the countries the plots should lie in (far-from-producing-area). */
  countries: string[];
  commodity: Commodity | null;
}

export const EMPTY_PRESET: CheckPreset = {
  buyer: null,
  validateForTraces: false,
  nameField: null,
  countries: [],
  commodity: null,
};

// Control characters and bidirectional overrides would let a name look like something else on screen.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text from outside (a link, a receipt) as it may be shown: no control or direction characters, bounded. */
export function safeText(value: string | null, max: number): string | null {
  if (value === null) return null;
  const clean = value.replace(UNSAFE, '').trim().slice(0, max).trim();
  return clean || null;
}

function countriesOf(value: string | null): string[] {
  if (!value) return [];
  const codes = value
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
  return [...new Set(codes)].slice(0, COUNTRIES_MAX);
}

const isCommodity = (v: string | null): v is Commodity =>
  v !== null && (COMMODITIES as readonly string[]).includes(v);

/** The preset a link's query carries (`?buyer=…&traces=yes&name=…&countries=CI,GH&commodity=cocoa`). */
export function presetOf(query: string | URLSearchParams): CheckPreset {
  // A query longer than any preset could be is not read at all (bounded before work).
  const params = typeof query === 'string' ? new URLSearchParams(query.length > 4096 ? '' : query) : query;
  const commodity = params.get('commodity');
  return {
    buyer: safeText(params.get('buyer'), BUYER_MAX),
    validateForTraces: params.get('traces') === 'yes',
    nameField: safeText(params.get('name'), NAME_FIELD_MAX),
    countries: countriesOf(params.get('countries')),
    commodity: isCommodity(commodity) ? commodity : null,
  };
}

/** The link that opens the self-check with this preset, under `origin` (e.g. https://dashboard.example.org). */
export function checkLinkOf(origin: string, preset: CheckPreset): string {
  const params = new URLSearchParams();
  const buyer = safeText(preset.buyer, BUYER_MAX);
  if (buyer) params.set('buyer', buyer);
  // Words, not 1/true: the router reads bare numbers and booleans in a query as JSON.
  if (preset.validateForTraces) params.set('traces', 'yes');
  const nameField = safeText(preset.nameField, NAME_FIELD_MAX);
  if (nameField) params.set('name', nameField);
  const countries = countriesOf(preset.countries.join(','));
  if (countries.length) params.set('countries', countries.join(','));
  if (preset.commodity) params.set('commodity', preset.commodity);
  const query = params.toString();
  return `${origin.replace(/\/+$/, '')}${SELF_CHECK_PATH}${query ? `?${query}` : ''}`;
}
