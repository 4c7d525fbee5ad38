/**
 * The risk classes: the service's levels plus "not yet assessed" (riskAssessment null), most severe first.
 * Their order is data: a packed plot keeps its class as an index into this list (core/plot-packs), on the
 * page and in the packs the server sends. Their words and palette are the page's (src/lib/risk/risk-classes.ts).
 */
export const RISK_CLASSES = ['high', 'medium', 'low', 'none', 'unassessed'] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];
