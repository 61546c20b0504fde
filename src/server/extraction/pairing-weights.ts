/**
 * Trust in each direction, before distance. Above is weighed as a page whose captions face up;
 * the page matcher scales above and below to how the page prints them (text-matcher.ts).
 */
export const WEIGHT = { inline: 1, right: 0.95, below: 0.9, above: 0.9, row: 0.88 } as const
