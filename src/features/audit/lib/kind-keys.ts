/** The catalogue key naming each kind of audit entry (the kind filter's choices). */
import type { AuditKind } from '@core/api/audit.ts';

export const KIND_KEYS = {
  decision: 'audit.kind.decision',
  'upload-record': 'audit.kind.upload-record',
  'sign-in': 'audit.kind.sign-in',
  'sign-in-refused': 'audit.kind.sign-in-refused',
  'sign-out': 'audit.kind.sign-out',
  'team-created': 'audit.kind.team-created',
  'grants-changed': 'audit.kind.grants-changed',
  'invitation-created': 'audit.kind.invitation-created',
  'invitation-accepted': 'audit.kind.invitation-accepted',
  'invitation-revoked': 'audit.kind.invitation-revoked',
  'token-created': 'audit.kind.token-created',
  'token-revoked': 'audit.kind.token-revoked',
  'connection-changed': 'audit.kind.connection-changed',
  'statement-override': 'audit.kind.statement-override',
  'evidence-snapshot': 'audit.kind.evidence-snapshot',
  'conclusion-prepared': 'audit.kind.conclusion-prepared',
  'conclusion-signed': 'audit.kind.conclusion-signed',
  'eu-account-changed': 'audit.kind.eu-account-changed',
  'statement-filed': 'audit.kind.statement-filed',
  'statement-status': 'audit.kind.statement-status',
  'statement-amended': 'audit.kind.statement-amended',
  'statement-withdrawn': 'audit.kind.statement-withdrawn',
  'declaration-verified': 'audit.kind.declaration-verified',
} as const satisfies Record<AuditKind, string>;
