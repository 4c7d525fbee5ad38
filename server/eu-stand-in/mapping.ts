/**
 * Between a SOAP body and the V3 shapes of core/eudr/dds-v3.ts, whose keys are the XML element names:
 * repeating elements become arrays, numbers and booleans are typed, an empty element is an absent value
 * (the reference's own samples send `<dds:internalReferenceNumber></dds:internalReferenceNumber>`, §5.1.1).
 *
 * Namespaces follow the XSDs (elementFormDefault qualified): an element is in its service's namespace
 * (dds, sd, verify) unless its parent's type is one of the common types (§4.1.4: CommercialDescriptionType,
 * EconomicOperatorIdentificationType, GroupedDeclarationsType, ReferenceAndVerificationNumberType,
 * UuidAndVersionNumberType, OverviewType), whose children, and everything beneath, are in
 * `.../eudr/common/v3`. A request element in another namespace is refused as JAX-WS refuses it.
 */
import { NAMESPACES } from '@core/eudr/dds-v3.ts';
import { el, SoapReadError, type OutElement, type XmlElement } from './soap-xml.ts';

export type ServiceKind = 'dds' | 'sd' | 'verify' | 'echo';

const ARRAY_KEYS = new Set([
  'commodities',
  'producers',
  'speciesInfo',
  'operatorReferenceNumber',
  'postalAddress',
  'cadastralIdentifier',
  'groupedDeclarations',
  'uuidList',
  'uuidAndVersionNumberList',
]);
const NUMBER_KEYS = new Set([
  'position',
  'producerPosition',
  'netWeight',
  'supplementaryUnit',
  'percentageEstimationOrDeviation',
  'versionNumber',
  'version',
]);
const BOOLEAN_KEYS = new Set(['geoLocationConfidential']);
/** Elements whose type is a common type: their children are in the common namespace. */
const COMMON_PARENTS = new Set([
  'descriptors',
  'representedOperator',
  'operator',
  'referenceAndVerificationNumber',
  'uuidAndVersionNumberList',
  'ddsOverviewList',
  'sdOverviewList',
]);

function childIsCommon(kind: ServiceKind, parentName: string, parentIsCommon: boolean): boolean {
  if (parentIsCommon || COMMON_PARENTS.has(parentName)) return true;
  // DDS: GroupedDeclarationsType (common) holds groupedDeclaration; SD: SdReferenceType is the SD's own.
  return kind === 'dds' && parentName === 'groupedDeclarations';
}

function scalar(name: string, text: string): unknown {
  if (NUMBER_KEYS.has(name)) return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : text;
  if (BOOLEAN_KEYS.has(name)) {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return text;
}

/**
 * A request element as the shape of dds-v3.ts (before its zod check): `{ operatorRole, statement: {...} }`.
 * Throws SoapReadError for an element in the wrong namespace (JAX-WS: "unexpected element").
 */
export function elementToValue(
  kind: ServiceKind,
  serviceNs: string,
  element: XmlElement,
): Record<string, unknown> {
  return objectOf(kind, serviceNs, element, false);
}

function objectOf(
  kind: ServiceKind,
  serviceNs: string,
  element: XmlElement,
  isCommon: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const childCommon = childIsCommon(kind, element.name, isCommon);
  const expected = childCommon ? NAMESPACES.common : serviceNs;
  for (const c of element.children) {
    if (c.ns !== expected) {
      throw new SoapReadError(
        `Unmarshalling Error: unexpected element (uri:"${c.ns ?? ''}", local:"${c.name}"); expected uri:"${expected}".`,
      );
    }
    let value: unknown;
    if (kind === 'dds' && c.name === 'groupedDeclarations') {
      // GroupedDeclarationsType: its groupedDeclaration reference numbers, flattened into one list.
      const refs = groupedReferences(kind, serviceNs, c, childCommon);
      const list = (out.groupedDeclarations as string[] | undefined) ?? [];
      list.push(...refs);
      out.groupedDeclarations = list;
      continue;
    }
    if (c.children.length) value = objectOf(kind, serviceNs, c, childCommon);
    else if (c.text === '') continue;
    else value = scalar(c.name, c.text);
    if (ARRAY_KEYS.has(c.name)) {
      const list = (out[c.name] as unknown[] | undefined) ?? [];
      list.push(value);
      out[c.name] = list;
    } else out[c.name] = value;
  }
  return out;
}

/** The texts of a GroupedDeclarationsType's groupedDeclaration children. */
function groupedReferences(
  kind: ServiceKind,
  serviceNs: string,
  element: XmlElement,
  parentCommon: boolean,
): string[] {
  const common = childIsCommon(kind, element.name, parentCommon);
  const expected = common ? NAMESPACES.common : serviceNs;
  return element.children.map((c) => {
    if (c.ns !== expected || c.name !== 'groupedDeclaration')
      throw new SoapReadError(
        `Unmarshalling Error: unexpected element (uri:"${c.ns ?? ''}", local:"${c.name}"); expected groupedDeclaration.`,
      );
    return c.text;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/** DecimalSixteenTotalSixPrecType is written with its 6 fraction digits, as §5.1.7's answer shows (300.000000). */
function numberText(name: string, n: number): string {
  if (name === 'netWeight' || name === 'supplementaryUnit') return n.toFixed(6);
  return String(n);
}

/**
 * A value of dds-v3.ts's shapes as elements, `ns5:` for the service's namespace and `ns3:` for the common
 * one (the prefixes of the reference's sample responses, §5.1.5–5.1.7).
 */
export function valueToElements(
  kind: ServiceKind,
  name: string,
  value: unknown,
  parentCommon = false,
): OutElement[] {
  if (value === undefined || value === null) return [];
  const isCommon = parentCommon;
  const tag = `${isCommon ? 'ns3' : 'ns5'}:${name}`;
  if (Array.isArray(value)) {
    if (kind === 'dds' && name === 'groupedDeclarations')
      return value.map((ref) => el(tag, [el('ns3:groupedDeclaration', String(ref))]));
    return value.flatMap((item) => valueToElements(kind, name, item, parentCommon));
  }
  if (typeof value === 'object') {
    const common = childIsCommon(kind, name, isCommon);
    return [
      el(
        tag,
        Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
          valueToElements(kind, k, v, common),
        ),
      ),
    ];
  }
  if (typeof value === 'number') return [el(tag, numberText(name, value))];
  if (typeof value === 'boolean') return [el(tag, value ? 'true' : 'false')];
  return [el(tag, String(value))];
}
