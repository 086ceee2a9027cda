import type { LedgerRow } from '@rekry/domain';
import { billingStrings } from './strings.ts';

const W = 240;
const H = 56;

/**
 * The balance over time: the balance after each of the newest ledger rows, oldest left, as a small line.
 * Drawn only with two points or more; its label says what it shows in words.
 */
export function BalanceChart({ ledger }: { ledger: LedgerRow[] }) {
  const points = [...ledger]
    .reverse()
    .slice(-30)
    .map((r) => r.balanceAfter);
  if (points.length < 2) return null;
  const max = Math.max(...points, 1);
  const step = W / (points.length - 1);
  const y = (v: number) => H - 4 - (v / max) * (H - 8);
  const line = points
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${y(v).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${W},${H} L0,${H} Z`;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-14 w-full max-w-xs text-brand-600"
        role="img"
        aria-label={billingStrings.balance.chartLabel(points[0]!, points.at(-1)!, points.length)}
        preserveAspectRatio="none"
      >
        <path d={area} className="fill-brand-50" />
        <path d={line} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="mt-1 text-xs text-gray-500">{billingStrings.balance.chart}</figcaption>
    </figure>
  );
}
