/**
 * The review store's contract (review.ts) and its page in docs/api-contract.md ("The dashboard's own store")
 * say the same: every verdict and reason with its label, every field of the wire shapes; and the item rules
 * hold on both sides of each bound.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/catalogues/en.ts';
import {
  decideRequestSchema,
  decisionSchema,
  evidenceSchema,
  evidenceUrlProblem,
  REVIEW_LIMITS,
  REVIEW_REASONS,
  reviewItemKey,
  reviewItemRefSchema,
  uploadRecordInputSchema,
  uploadRecordSchema,
  VERDICTS,
} from './review.ts';

const doc = readFileSync(join(import.meta.dirname, '../../docs/api-contract.md'), 'utf8');
const store = doc.slice(doc.indexOf("\n## The dashboard's own store"));

describe("docs/api-contract.md, the dashboard's own store", () => {
  // The labels are the English catalogue's (the words every page and the report show).
  it('lists every verdict and reason with its label', () => {
    expect(store.length).toBeGreaterThan(100);
    const row = (code: string, label: string) => `| \`${code}\` | ${label} |`;
    // Prettier pads table cells: compare with runs of spaces as one.
    const text = store.replace(/ +/g, ' ');
    for (const verdict of VERDICTS) expect(text).toContain(row(verdict, en[`review.verdict.${verdict}`]));
    for (const reason of REVIEW_REASONS) expect(text).toContain(row(reason, en[`review.reason.${reason}`]));
  });

  it('names every field of a decision and an upload record', () => {
    const fields = [
      ...Object.keys(decisionSchema.shape),
      ...Object.keys(uploadRecordInputSchema.shape),
      ...Object.keys(uploadRecordSchema.shape),
    ];
    expect(fields.filter((f) => !store.includes(`\`${f}\``))).toEqual([]);
  });
});

describe('review items', () => {
  it('keys an item by kind, plot and other plot, in that order', () => {
    expect(reviewItemKey({ kind: 'risk', plotId: 'a' })).toBe('["risk","a",null]');
    expect(reviewItemKey({ kind: 'double-claim', plotId: 'a', otherPlotId: 'b' })).not.toBe(
      reviewItemKey({ kind: 'double-claim', plotId: 'b', otherPlotId: 'a' }),
    );
    // A separator inside an id cannot make two items one.
    expect(reviewItemKey({ kind: 'inside-another', plotId: 'a","b', otherPlotId: 'c' })).not.toBe(
      reviewItemKey({ kind: 'inside-another', plotId: 'a', otherPlotId: 'b","c' }),
    );
  });

  it('accepts ids of 1 and 128 characters and refuses 0 and 129', () => {
    const ok = (plotId: string) => reviewItemRefSchema.safeParse({ plotId, kind: 'risk' }).success;
    expect([ok('a'), ok('a'.repeat(128)), ok(''), ok('a'.repeat(129))]).toEqual([true, true, false, false]);
  });
});

describe('an evidence link: one rule for the server, the form and the history', () => {
  it('is an https link with a host and no credentials', () => {
    expect(evidenceUrlProblem('https://example.org/report.pdf?x=1#p2')).toBeNull();
    expect(evidenceUrlProblem('https://example.org')).toBeNull();
    expect(evidenceSchema.safeParse({ url: 'https://example.org/a' }).success).toBe(true);
  });

  it('is refused, saying why, as anything else', () => {
    expect(evidenceUrlProblem('http://example.org/a')).toBe('not-https');
    expect(evidenceUrlProblem('javascript:alert(1)')).toBe('not-https');
    expect(evidenceUrlProblem('https://u:p@example.org/')).toBe('credentials');
    expect(evidenceUrlProblem('https://u@example.org/')).toBe('credentials');
    expect(evidenceUrlProblem('not a link')).toBe('not-url');
    expect(evidenceUrlProblem('')).toBe('not-url');
    // The URL parser drops these silently: the link followed would not be the text stored.
    expect(evidenceUrlProblem(' https://example.org/')).toBe('not-url');
    expect(evidenceUrlProblem('https://exa\nmple.org/')).toBe('not-url');
    expect(evidenceUrlProblem('https://example.org/a\tb')).toBe('not-url');
    const refused = evidenceSchema.safeParse({ url: 'https://u:p@example.org/' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'must be an https:// link without a user name or password',
    );
  });
});

describe('a request naming items (REVIEW_LIMITS.maxItems)', () => {
  const item = { kind: 'risk' as const, plotId: 'p1' };
  const body = (n: number) => ({
    items: Array.from({ length: n }, () => item),
    verdict: 'cleared',
    reason: 'other',
    note: 'n',
  });
  it('names 1 to maxItems items', () => {
    expect(decideRequestSchema.safeParse(body(1)).success).toBe(true);
    expect(decideRequestSchema.safeParse(body(REVIEW_LIMITS.maxItems)).success).toBe(true);
  });
  it('is refused with none or one more than maxItems', () => {
    expect(decideRequestSchema.safeParse(body(0)).error?.issues[0]?.message).toBe(
      'must name at least one item',
    );
    expect(decideRequestSchema.safeParse(body(REVIEW_LIMITS.maxItems + 1)).error?.issues[0]?.message).toBe(
      'must name at most 10,000 items',
    );
  });
});
