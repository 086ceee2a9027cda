import type { HomeOverview } from '@rekry/domain';
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { homeStrings } from './strings.ts';

const t = homeStrings.charts;

/** '2026-11-23' → '23/11', the short Swedish day under the axis. */
const shortDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

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
  chart: (labelledBy: string) => ReactNode;
  table: ReactNode;
  testId: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  return (
    <Card data-testid={testId}>
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
        {asTable ? table : chart(summaryId)}
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

const W = 640;
const H = 200;
const M = { top: 12, right: 16, bottom: 26, left: 36 };

/** Applications per Stockholm day: an area over the days, today last and labelled. */
export function ApplicationsPerDay({ perDay }: { perDay: HomeOverview['perDay'] }) {
  const total = perDay.reduce((sum, d) => sum + d.count, 0);
  const top = perDay.reduce((best, d) => (d.count > best.count ? d : best), perDay[0]!);
  const x = scalePoint(
    perDay.map((d) => d.day),
    [M.left, W - M.right],
  );
  const y = scaleLinear()
    .domain([0, Math.max(4, top.count)])
    .nice()
    .range([H - M.bottom, M.top]);
  const xOf = (d: { day: string }) => x(d.day) ?? 0;
  const fill = area<(typeof perDay)[number]>()
    .x(xOf)
    .y0(y(0))
    .y1((d) => y(d.count))
    .curve(curveMonotoneX);
  const stroke = line<(typeof perDay)[number]>()
    .x(xOf)
    .y((d) => y(d.count))
    .curve(curveMonotoneX);
  // Whole numbers only: there is no half an application.
  const ticks = y.ticks(4).filter(Number.isInteger);
  const last = perDay.length - 1;

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
      chart={(labelledBy) => (
        <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={labelledBy}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={M.left} x2={W - M.right} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
              <text
                x={M.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-gray-600 text-[11px]"
              >
                {tick}
              </text>
            </g>
          ))}
          <path d={fill(perDay) ?? ''} className="fill-brand-100" />
          <path d={stroke(perDay) ?? ''} className="fill-none stroke-brand-600" strokeWidth={2} />
          {perDay.map((d, i) => (
            <g key={d.day}>
              <circle
                cx={xOf(d)}
                cy={y(d.count)}
                r={3}
                className="fill-white stroke-brand-600"
                strokeWidth={1.5}
              >
                <title>{`${d.day}: ${d.count}`}</title>
              </circle>
              {(last - i) % 7 === 0 ? (
                <text x={xOf(d)} y={H - 6} textAnchor="middle" className="fill-gray-600 text-[11px]">
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      )}
    />
  );
}

const ROW = 30;
const LABEL = 130;

/** The company's applicants by status: one bar per status, 'Ej behandlad' last and amber. */
export function ApplicantsByStatus({ byStatus }: { byStatus: HomeOverview['byStatus'] }) {
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);
  const height = byStatus.length * ROW + 8;
  const y = scaleBand(
    byStatus.map((s) => String(s.labelId)),
    [4, height - 4],
  ).padding(0.25);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...byStatus.map((s) => s.count))])
    .range([LABEL, W - 56]);

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
      chart={(labelledBy) => (
        <svg viewBox={`0 0 ${W} ${height}`} className="h-auto w-full" role="img" aria-labelledby={labelledBy}>
          {byStatus.map((s) => {
            const top = y(String(s.labelId)) ?? 0;
            const mid = top + y.bandwidth() / 2;
            return (
              <g key={String(s.labelId)}>
                <text
                  x={LABEL - 10}
                  y={mid}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-gray-700 text-[13px]"
                >
                  {s.name}
                </text>
                <rect
                  x={LABEL}
                  y={top}
                  width={Math.max(x(s.count) - LABEL, s.count > 0 ? 2 : 0)}
                  height={y.bandwidth()}
                  rx={3}
                  className={s.labelId === null ? 'fill-amber-400' : 'fill-brand-500'}
                />
                <text
                  x={x(s.count) + 8}
                  y={mid}
                  dy="0.32em"
                  className="fill-gray-900 text-[13px] tabular-nums"
                >
                  {s.count}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    />
  );
}
