import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Card, CardHeader } from './card.tsx';
import { uiStrings } from './strings.ts';

/** The width charts are drawn at before their card is measured (and in jsdom). */
export const CHART_WIDTH = 640;

/** '2026-11-23' → '23/11', the short Swedish day under the axis. */
export const shortDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

/** The width an element has on screen, followed as it changes; `fallback` until measured (and in jsdom). */
export function useWidth(fallback: number) {
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
export function ChartCard({
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
  const [box, width] = useWidth(CHART_WIDTH);
  return (
    // min-w-0: a grid item would otherwise keep the drawn width and never let the card narrow (phones).
    <Card data-testid={testId} className="min-w-0">
      <CardHeader
        title={title}
        description={description}
        actions={
          <Button variant="ghost" size="sm" onClick={() => setAsTable((v) => !v)}>
            {asTable ? uiStrings.chart.showChart : uiStrings.chart.showTable}
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

/**
 * A chart's numbers as a table: the first column names the row, the others are its figures. `label` names
 * the scrolling box when the caption alone would name two landmarks alike (a card titled the same).
 */
export function ChartTable({
  caption,
  head,
  rows,
  label = caption,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly [string, ...(number | string)[]])[];
  label?: string;
}) {
  return (
    // Scrolls when long or wide; focusable so a keyboard can scroll it too.
    <div
      className="max-h-72 overflow-auto rounded-lg ring-1 ring-gray-200"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 text-left text-xs font-medium text-gray-600 uppercase">
          <tr>
            {head.map((name, i) => (
              <th key={name} scope="col" className={i === 0 ? 'px-3 py-2' : 'px-3 py-2 text-right'}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map(([name, ...values], r) => (
            <tr key={`${name}-${r}`}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-gray-700">
                {name}
              </th>
              {values.map((value, i) => (
                <td key={i} className="px-3 py-1.5 text-right whitespace-nowrap text-gray-900 tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A bar chart's horizontal grid lines with their values on the left. */
export function YGrid({
  ticks,
  y,
  left,
  right,
}: {
  ticks: number[];
  y: (value: number) => number;
  left: number;
  right: number;
}) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
      <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-gray-600 text-xs">
        {tick}
      </text>
    </g>
  ));
}

/** A day ('23/11') under a bar centred at `x`, on the chart's bottom line. */
export function DayLabel({ day, x, bottom }: { day: string; x: number; bottom: number }) {
  return (
    <text x={x} y={bottom - 6} textAnchor="middle" className="fill-gray-600 text-xs">
      {shortDay(day)}
    </text>
  );
}
