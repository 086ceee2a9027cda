import type { HomeOverview } from '@rekry/domain';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { homeStrings } from './strings.ts';

const t = homeStrings.charts;

/** '2026-11-23' → '23/11', the short Swedish day under the axis. */
const shortDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

/** The width an element has on screen, followed as it changes; `fallback` until measured (and in jsdom). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.clientWidth > 0) setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A chart with a sentence that says what it shows, and 'Visa som tabell' for the exact numbers: the SVG is
 * one image to a screen reader (named by the sentence), the table is the readable form.
 */
function ChartCard({
  title,
  description,
  summary,
  chart,
  table,
  testId,
}: {
  title: string;
  description: string;
  summary: string;
  /** Drawn at the card's real width, so its text keeps its size on a phone. */
  chart: (labelledBy: string, width: number) => ReactNode;
  table: ReactNode;
  testId: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  const [box, width] = useWidth(W);
  return (
    // min-w-0: a grid item would otherwise keep the drawn width and never let the card narrow (phones).
    <Card data-testid={testId} className="min-w-0">
      <CardHeader
        title={title}
        description={description}
        actions={
          <Button variant="ghost" size="sm" onClick={() => setAsTable((v) => !v)}>
            {asTable ? t.showChart : t.showTable}
          </Button>
        }
      />
      <div className="space-y-3 p-5">
        <p id={summaryId} className="text-sm text-gray-600">
          {summary}
        </p>
        <div ref={box} className={asTable ? undefined : 'overflow-hidden'}>
          {asTable ? table : chart(summaryId, width)}
        </div>
      </div>
    </Card>
  );
}

function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, number][];
}) {
  return (
    // Scrolls when long; focusable so a keyboard can scroll it too.
    <div
      className="max-h-72 overflow-auto rounded-lg ring-1 ring-gray-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 text-left text-xs font-medium text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {head[0]}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-gray-700">
                {name}
              </th>
              <td className="px-3 py-1.5 text-right text-gray-900 tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The width charts are drawn at before the card is measured. */
const W = 640;
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
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={M.left} x2={width - M.right} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
            <text x={M.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-gray-600 text-xs">
              {tick}
            </text>
          </g>
        ))}
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
              {(last - i) % 7 === 0 ? (
                <text
                  x={left + x.bandwidth() / 2}
                  y={H - 6}
                  textAnchor="middle"
                  className="fill-gray-600 text-xs"
                >
                  {shortDay(d.day)}
                </text>
              ) : null}
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
        <DataTable
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
        <DataTable
          caption={t.byStatus.title}
          head={[t.byStatus.status, t.byStatus.count]}
          rows={byStatus.map((s) => [s.name, s.count])}
        />
      }
      chart={draw}
    />
  );
}
