import type { SignInDay } from '@rekry/domain';
import { scaleBand, scaleLinear } from 'd3-scale';
import { ChartCard, ChartTable, DayLabel, YGrid } from '../../components/ui/chart-card.tsx';
import { eventStrings } from './strings.ts';

const t = eventStrings.chart;
const H = 150;
const M = { top: 10, right: 18, bottom: 24, left: 32 };

/**
 * Sign-ins per Stockholm day (today last), failed ones stacked in red on top: a burst of failures is what
 * an administrator looks for. Every third day back from today is labelled.
 */
export function SignInsChart({ days }: { days: SignInDay[] }) {
  const ok = days.reduce((sum, d) => sum + d.ok, 0);
  const failed = days.reduce((sum, d) => sum + d.failed, 0);
  const top = Math.max(4, ...days.map((d) => d.ok + d.failed));
  const y = scaleLinear()
    .domain([0, top])
    .nice()
    .range([H - M.bottom, M.top]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const last = days.length - 1;

  function draw(labelledBy: string, width: number) {
    const x = scaleBand(
      days.map((d) => d.day),
      [M.left, width - M.right],
    ).padding(0.25);
    return (
      <svg width={width} height={H} className="block" role="img" aria-labelledby={labelledBy}>
        <YGrid ticks={ticks} y={y} left={M.left} right={width - M.right} />
        {days.map((d, i) => {
          const left = x(d.day) ?? 0;
          return (
            <g key={d.day}>
              <title>{t.bar(d)}</title>
              <rect
                x={left}
                y={y(d.ok)}
                width={x.bandwidth()}
                height={y(0) - y(d.ok)}
                rx={1.5}
                className="fill-brand-500"
              />
              <rect
                x={left}
                y={y(d.ok + d.failed)}
                width={x.bandwidth()}
                height={y(d.ok) - y(d.ok + d.failed)}
                rx={1.5}
                className="fill-red-500"
              />
              {(last - i) % 3 === 0 ? <DayLabel day={d.day} x={left + x.bandwidth() / 2} bottom={H} /> : null}
            </g>
          );
        })}
      </svg>
    );
  }

  return (
    <ChartCard
      testId="events-sign-ins-chart"
      title={t.title}
      description={t.description(days.length)}
      summary={t.summary(ok, failed, days.length)}
      table={
        <ChartTable
          caption={t.title}
          head={[t.day, t.ok, t.failed]}
          rows={days.map((d) => [d.day, d.ok, d.failed])}
        />
      }
      chart={draw}
    />
  );
}
