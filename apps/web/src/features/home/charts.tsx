import type { HomeOverview } from '@rekry/domain';
import { scaleBand, scaleLinear } from 'd3-scale';
import { ChartCard, ChartTable, DayLabel, YGrid } from '../../components/ui/chart-card.tsx';
import { homeStrings } from './strings.ts';

const t = homeStrings.charts;

const H = 180;
const M = { top: 10, right: 18, bottom: 24, left: 32 };

/** Applications per Stockholm day: one bar a day, today last; every week back from today labelled. */
export function ApplicationsPerDay({ perDay }: { perDay: HomeOverview['perDay'] }) {
  const total = perDay.reduce((sum, d) => sum + d.count, 0);
  const top = perDay.reduce((best, d) => (d.count > best.count ? d : best), perDay[0]!);
  const y = scaleLinear()
    .domain([0, Math.max(4, top.count)])
    .nice()
    .range([H - M.bottom, M.top]);
  // Whole numbers only: there is no half an application.
  const ticks = y.ticks(4).filter(Number.isInteger);
  const last = perDay.length - 1;

  function draw(labelledBy: string, width: number) {
    const x = scaleBand(
      perDay.map((d) => d.day),
      [M.left, width - M.right],
    ).padding(0.2);
    return (
      <svg width={width} height={H} className="block" role="img" aria-labelledby={labelledBy}>
        <YGrid ticks={ticks} y={y} left={M.left} right={width - M.right} />
        {perDay.map((d, i) => {
          const left = x(d.day) ?? 0;
          return (
            <g key={d.day}>
              <rect
                x={left}
                y={y(d.count)}
                width={x.bandwidth()}
                height={y(0) - y(d.count)}
                rx={1.5}
                className={i === last ? 'fill-brand-700' : 'fill-brand-500'}
              >
                <title>{`${d.day}: ${d.count}`}</title>
              </rect>
              {(last - i) % 7 === 0 ? <DayLabel day={d.day} x={left + x.bandwidth() / 2} bottom={H} /> : null}
            </g>
          );
        })}
      </svg>
    );
  }

  return (
    <ChartCard
      testId="home-chart-per-day"
      title={t.perDay.title}
      description={t.perDay.description(perDay.length)}
      summary={t.perDay.summary(total, perDay.length, top)}
      table={
        <ChartTable
          caption={t.perDay.title}
          head={[t.perDay.day, t.perDay.count]}
          rows={perDay.map((d) => [d.day, d.count])}
        />
      }
      chart={draw}
    />
  );
}

const ROW = 28;
/** Room for the count right of the longest bar. */
const COUNT = 48;
/** About the width of one character of the 12 px labels. */
const CHAR = 7;

/** The company's applicants by status: one bar per status, 'Ej behandlad' last and amber. */
export function ApplicantsByStatus({ byStatus }: { byStatus: HomeOverview['byStatus'] }) {
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);
  const height = byStatus.length * ROW + 8;
  const y = scaleBand(
    byStatus.map((s) => String(s.labelId)),
    [4, height - 4],
  ).padding(0.25);

  const longest = Math.max(...byStatus.map((s) => s.name.length));

  function draw(labelledBy: string, width: number) {
    // The status names sit left of the bars: as wide as the longest, at most 40 % of the chart.
    const LABEL = Math.round(Math.min(width * 0.4, 12 + CHAR * longest));
    // A longer name is shortened here; the summary and the table give it whole.
    const fit = Math.floor((LABEL - 12) / CHAR);
    const x = scaleLinear()
      .domain([0, Math.max(1, ...byStatus.map((s) => s.count))])
      .range([LABEL, Math.max(LABEL + 1, width - COUNT)]);
    return (
      <svg width={width} height={height} className="block" role="img" aria-labelledby={labelledBy}>
        {byStatus.map((s) => {
          const top = y(String(s.labelId)) ?? 0;
          const mid = top + y.bandwidth() / 2;
          return (
            <g key={String(s.labelId)}>
              <text x={LABEL - 8} y={mid} dy="0.32em" textAnchor="end" className="fill-gray-700 text-xs">
                {s.name.length > fit ? `${s.name.slice(0, fit - 1)}…` : s.name}
              </text>
              <rect
                x={LABEL}
                y={top}
                width={Math.max(x(s.count) - LABEL, s.count > 0 ? 2 : 0)}
                height={y.bandwidth()}
                rx={3}
                className={s.labelId === null ? 'fill-amber-400' : 'fill-brand-500'}
              />
              <text x={x(s.count) + 6} y={mid} dy="0.32em" className="fill-gray-900 text-xs tabular-nums">
                {s.count}
              </text>
            </g>
          );
        })}
      </svg>
    );
  }

  return (
    <ChartCard
      testId="home-chart-by-status"
      title={t.byStatus.title}
      description={t.byStatus.description}
      summary={t.byStatus.summary(total, byStatus)}
      table={
        <ChartTable
          caption={t.byStatus.title}
          head={[t.byStatus.status, t.byStatus.count]}
          rows={byStatus.map((s) => [s.name, s.count])}
        />
      }
      chart={draw}
    />
  );
}
