/** Filings as the dashboard server answers them (core/api/filing.ts), for the filing feature's tests. */
import type { FileRequest, Filing } from '@core/api/filing.ts';

type DdsFileRequest = Extract<FileRequest, { kind: 'dds' }>['request'];

export const ddsRequest = (internalReferenceNumber: string, description = 'Cocoa beans'): DdsFileRequest => ({
  operatorRole: 'OPERATOR',
  statement: {
    internalReferenceNumber,
    activityType: 'IMPORT',
    geoLocationConfidential: false,
    commodities: [
      {
        position: 1,
        hsHeading: '1801',
        descriptors: {
          descriptionOfGoods: description,
          goodsMeasure: { netWeight: 1200, supplementaryUnit: 3, supplementaryUnitQualifier: 'MTQ' },
        },
        producers: [
          { country: 'CI', name: 'Coop Nawa', geometryGeojson: 'eyJ0eXBlIjoiRmVhdHVyZUNvbGxlY3Rpb24ifQ==' },
        ],
      },
    ],
  },
});

export function filing(over: Partial<Filing> = {}): Filing {
  return {
    id: 'f-1',
    kind: 'dds',
    projectId: 'p-palm',
    supplierIds: ['sup-1'],
    snapshotId: 'snap-1',
    part: 1,
    internalReferenceNumber: 'PKG-2026-001-1',
    environment: 'stand-in',
    state: 'filed',
    euStatus: 'AVAILABLE',
    uuid: '6f1c1f4e-6d5a-4d0e-9a55-6f1c1f4e6d5a',
    referenceNumber: '26FRYUI34JTQKB',
    verificationNumber: 'KX3HBD7Q',
    rejectionReason: null,
    communications: [],
    errors: [],
    groups: [],
    filedBy: 'Inês Costa',
    filedById: 'demo-ines',
    filedAt: '2026-12-06T14:02:00Z',
    amendableUntil: '2026-12-09T14:02:00Z',
    lastCheckedAt: '2026-12-06T14:02:05Z',
    nextCheckAt: null,
    history: [],
    request: ddsRequest(over.internalReferenceNumber ?? 'PKG-2026-001-1'),
    ...over,
  };
}
