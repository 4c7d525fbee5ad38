/**
 * What an audit entry says, in the reader's language, from its `kind` and `detail` (the English `summary`
 * is for logs and CSV readers). `detail` is the entry's own fields as the server stored them; a field this
 * page does not find (an older entry, a later server's new shape) leaves the plainer sentence of its kind,
 * never a wrong one.
 */
import type { AuditEvent } from '@core/api/audit.ts';
import { roleGrantSchema, type RoleGrant } from '@core/api/team.ts';
import { REVIEW_REASONS, VERDICTS, type ReviewReason, type Verdict } from '@core/api/review.ts';
import { CONCLUSIONS, SNAPSHOT_KINDS, type ConclusionKind, type SnapshotKind } from '@core/api/statements.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { sayIn } from '@core/i18n/messages.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { grantsLabel, isRole, roleLabel } from '@/lib/people/grant-words.ts';

export interface EventWords {
  /** One sentence: what was done. */
  what: string;
  /** Further lines (a decision's reason and note). */
  more: string[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const isVerdict = (v: unknown): v is Verdict => (VERDICTS as readonly unknown[]).includes(v);
const isReason = (v: unknown): v is ReviewReason => (REVIEW_REASONS as readonly unknown[]).includes(v);
const isConclusion = (v: unknown): v is ConclusionKind => (CONCLUSIONS as readonly unknown[]).includes(v);
const isSnapshotKind = (v: unknown): v is SnapshotKind => (SNAPSHOT_KINDS as readonly unknown[]).includes(v);

function grantsOf(value: unknown): RoleGrant[] | null {
  if (!Array.isArray(value)) return null;
  const grants: RoleGrant[] = [];
  for (const g of value) {
    const parsed = roleGrantSchema.safeParse(g);
    if (!parsed.success) return null;
    grants.push(parsed.data);
  }
  return grants;
}

const VERDICT_KEYS = {
  cleared: 'review.verdict.cleared',
  'needs-information': 'review.verdict.needs-information',
  excluded: 'review.verdict.excluded',
} as const satisfies Record<Verdict, string>;

export function eventWords(
  event: AuditEvent,
  projectNames: ReadonlyMap<string, string>,
  locale: Locale = currentLocale(),
): EventWords {
  const say = sayIn(locale);
  const d = event.detail;
  const more: string[] = [];
  const email = text(d.email);
  const name = text(d.name);
  switch (event.kind) {
    case 'decision': {
      const verdict = isVerdict(d.verdict) ? say(VERDICT_KEYS[d.verdict]) : null;
      if (isReason(d.reason))
        more.push(say('audit.what.reason', { reason: say(`review.reason.${d.reason}`) }));
      const note = text(d.note);
      if (note) more.push(say('audit.what.note', { note }));
      return {
        what: verdict ? say('audit.what.decision', { verdict }) : say('audit.what.decision.plain'),
        more,
      };
    }
    case 'upload-record': {
      const added = count(d.added);
      const changed = count(d.changed);
      const removed = count(d.removed);
      const what =
        added !== null && changed !== null && removed !== null
          ? say('audit.what.upload-record', { added, changed, removed })
          : say('audit.what.upload-record.plain');
      return { what, more };
    }
    case 'sign-in':
      return { what: say('audit.what.sign-in', { method: text(d.method) ?? text(d.via) ?? 'other' }), more };
    case 'sign-in-refused':
      return {
        what: email ? say('audit.what.sign-in-refused', { email }) : say('audit.what.sign-in-refused.plain'),
        more,
      };
    case 'sign-out':
      return { what: say('audit.what.sign-out'), more };
    case 'team-created': {
      const team = text(d.teamName) ?? name;
      return {
        what: team ? say('audit.what.team-created', { name: team }) : say('audit.what.team-created.plain'),
        more,
      };
    }
    case 'grants-changed': {
      const person = text(d.personName) ?? text(d.displayName) ?? email;
      // The server names the new set `after` (and the old one `before`).
      const grants = grantsOf(d.after ?? d.grants);
      return {
        what:
          person && grants
            ? say('audit.what.grants-changed', { person, grants: grantsLabel(grants, projectNames, locale) })
            : say('audit.what.grants-changed.plain'),
        more,
      };
    }
    case 'invitation-created': {
      const grants = grantsOf(d.grants);
      return {
        what:
          email && grants
            ? say('audit.what.invitation-created', {
                email,
                grants: grantsLabel(grants, projectNames, locale),
              })
            : say('audit.what.invitation-created.plain'),
        more,
      };
    }
    case 'invitation-accepted':
      return {
        what: email
          ? say('audit.what.invitation-accepted', { email })
          : say('audit.what.invitation-accepted.plain'),
        more,
      };
    case 'invitation-revoked':
      return {
        what: email
          ? say('audit.what.invitation-revoked', { email })
          : say('audit.what.invitation-revoked.plain'),
        more,
      };
    case 'token-created':
      return {
        what:
          name && isRole(d.role)
            ? say('audit.what.token-created', { name, role: roleLabel(d.role, locale) })
            : say('audit.what.token-created.plain'),
        more,
      };
    case 'token-revoked':
      return {
        what: name ? say('audit.what.token-revoked', { name }) : say('audit.what.token-revoked.plain'),
        more,
      };
    case 'connection-changed': {
      const held =
        typeof d.tokenHeld === 'boolean'
          ? d.tokenHeld
          : typeof d.liveTokenHeld === 'boolean'
            ? d.liveTokenHeld
            : null;
      return {
        what:
          held === null
            ? say('audit.what.connection-changed.plain')
            : say('audit.what.connection-changed', { held: held ? 'yes' : 'no' }),
        more,
      };
    }
    case 'statement-override': {
      const items = count(d.itemCount);
      const reason = text(d.reason);
      if (reason) more.push(say('audit.what.why', { reason }));
      return {
        what:
          items === null
            ? say('audit.what.statement-override.plain')
            : say('audit.what.statement-override', { count: items }),
        more,
      };
    }
    case 'evidence-snapshot': {
      const plots = count(d.plotCount);
      const until = text(d.keepUntil);
      const untilDate = until === null ? null : new Date(until);
      return {
        what:
          isSnapshotKind(d.snapshotKind) && plots !== null && untilDate && !Number.isNaN(untilDate.getTime())
            ? say('audit.what.evidence-snapshot', {
                // ICU select keys are plain words: "traces-export" would not parse.
                kind: d.snapshotKind === 'traces-export' ? 'traces' : 'package',
                plots,
                until: formatDate(untilDate, locale),
              })
            : say('audit.what.evidence-snapshot.plain'),
        more,
      };
    }
    case 'conclusion-prepared': {
      const reasoning = text(d.reasoning);
      if (reasoning) more.push(say('audit.what.why', { reason: reasoning }));
      const mitigation = text(d.mitigation);
      if (mitigation) more.push(say('audit.what.mitigation', { mitigation }));
      const open = count(d.openItems);
      if (open !== null) more.push(say('audit.what.open-items', { count: open }));
      return {
        what: isConclusion(d.conclusion)
          ? say('audit.what.conclusion-prepared', { conclusion: d.conclusion })
          : say('audit.what.conclusion-prepared.plain'),
        more,
      };
    }
    case 'conclusion-signed': {
      const preparer = text(d.preparedBy);
      return {
        what:
          isConclusion(d.conclusion) && preparer
            ? say('audit.what.conclusion-signed', { conclusion: d.conclusion, preparer })
            : say('audit.what.conclusion-signed.plain'),
        more,
      };
    }
    case 'eu-account-changed': {
      const env = euEnvironmentWord(d.environment);
      const action = d.action === 'set' || d.action === 'removed' ? d.action : null;
      return {
        what:
          env && action
            ? say('audit.what.eu-account-changed', {
                action,
                environment: say('audit.what.eu-environment', { env }),
              })
            : say('audit.what.eu-account-changed.plain'),
        more,
      };
    }
    case 'statement-filed':
    case 'statement-status':
    case 'statement-amended':
    case 'statement-withdrawn': {
      // The EU's reference number once it has one; our internal reference before.
      const reference = text(d.referenceNumber) ?? text(d.internalReferenceNumber);
      const verification = text(d.verificationNumber);
      const euReference = text(d.referenceNumber);
      if (event.kind !== 'statement-filed' && euReference && verification)
        more.push(say('audit.what.eu-numbers', { reference: euReference, verification }));
      const reason = text(d.rejectionReason);
      if (reason) more.push(say('audit.what.rejection', { reason }));
      const kind = d.kind === 'sd' ? 'sd' : 'dds';
      const status = euStatusWord(d.euStatus);
      const what =
        event.kind === 'statement-filed'
          ? reference
            ? say('audit.what.statement-filed', { kind, reference })
            : say('audit.what.statement-filed.plain')
          : event.kind === 'statement-status'
            ? reference && status
              ? say('audit.what.statement-status', { reference, status })
              : say('audit.what.statement-status.plain')
            : event.kind === 'statement-amended'
              ? reference
                ? say('audit.what.statement-amended', { reference })
                : say('audit.what.statement-amended.plain')
              : reference
                ? say('audit.what.statement-withdrawn', { reference })
                : say('audit.what.statement-withdrawn.plain');
      return { what, more };
    }
    case 'declaration-verified': {
      const reference = text(d.referenceNumber);
      const result = VERIFY_WORDS[String(d.result)];
      return {
        what:
          reference && result
            ? say('audit.what.declaration-verified', { reference, result })
            : say('audit.what.declaration-verified.plain'),
        more,
      };
    }
  }
}

/** ICU select keys are plain words: the stand-in's "stand-in" would not parse. */
function euEnvironmentWord(value: unknown): string | null {
  if (value === 'stand-in') return 'standin';
  return value === 'acceptance' || value === 'production' ? value : null;
}

const EU_STATUS_WORDS = new Set([
  'submitted',
  'available',
  'rejected',
  'withdrawn',
  'archived',
  'grouped',
  'obsolete',
  'suspended',
  'updated',
]);
function euStatusWord(value: unknown): string | null {
  const word = typeof value === 'string' ? value.toLowerCase() : '';
  return EU_STATUS_WORDS.has(word) ? word : null;
}

/** verify-declaration's results (Downstream reference §4.1.2) as select words. */
const VERIFY_WORDS: Record<string, string> = {
  EXISTING_USABLE: 'usable',
  EXISTING_NON_USABLE: 'unusable',
  NON_EXISTENT: 'missing',
};

/** "6 Dec 2026, 07:14:01 UTC": the day in the reader's words, the time to the second, always UTC. */
export function eventTime(at: string, locale: Locale = currentLocale()): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  return sayIn(locale)('audit.at', { day: formatDate(d, locale), time: d.toISOString().slice(11, 19) });
}
