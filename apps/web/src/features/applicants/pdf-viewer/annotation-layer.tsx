import type { Annotation } from '@rekry/domain';
import { useState, type PointerEvent } from 'react';
import {
  INK_THICKNESS,
  MARK_COLORS,
  STAMP_FONT_PT,
  STAMP_PADDING_PT,
  highlightOf,
  signatureAt,
  type LiveMark,
  type Point,
  type SignatureImage,
  type Tool,
} from './annotation-tools.ts';

/**
 * The marks of one page over its canvas, and — with a tool chosen — where new ones are made: ink by
 * drawing, a highlight by dragging, a stamp or a signature by a click. Positions are page fractions.
 */
export function AnnotationLayer({
  page,
  zoom,
  tool,
  marks,
  stampText,
  signature,
  onAdd,
}: {
  page: number;
  zoom: number;
  tool: Tool | null;
  /** The unsaved marks of every page. */
  marks: Annotation[];
  stampText: string;
  signature: SignatureImage | null;
  onAdd: (mark: Annotation) => void;
}) {
  const [live, setLive] = useState<LiveMark | null>(null);
  const shown = marks.filter((m) => m.page === page);
  if (!tool && shown.length === 0) return null;

  function pointOf(event: PointerEvent<SVGSVGElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (v: number, size: number) => Math.min(1, Math.max(0, size > 0 ? v / size : 0));
    return {
      x: fraction(event.clientX - box.left, box.width),
      y: fraction(event.clientY - box.top, box.height),
    };
  }
  function down(event: PointerEvent<SVGSVGElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = pointOf(event);
    if (tool === 'ink') setLive({ type: 'ink', page, points: [at] });
    if (tool === 'highlight') setLive({ type: 'highlight', page, from: at, to: at });
  }
  function move(event: PointerEvent<SVGSVGElement>) {
    if (!live) return;
    const at = pointOf(event);
    if (live.type === 'ink' && live.points.length < 5000) setLive({ ...live, points: [...live.points, at] });
    if (live.type === 'highlight') setLive({ ...live, to: at });
  }
  function up(event: PointerEvent<SVGSVGElement>) {
    const at = pointOf(event);
    const done = live;
    setLive(null);
    if (done?.type === 'ink' && done.points.length >= 2)
      onAdd({ type: 'ink', page, points: done.points, color: MARK_COLORS.ink, thickness: INK_THICKNESS });
    if (done?.type === 'highlight') {
      const mark = highlightOf(page, done.from, at);
      if (mark) onAdd(mark);
    }
    if (tool === 'stamp' && stampText.trim())
      onAdd({ type: 'stamp', page, x: at.x, y: at.y, text: stampText.trim(), color: MARK_COLORS.stamp });
    if (tool === 'signature' && signature) {
      const box = event.currentTarget.getBoundingClientRect();
      onAdd(signatureAt(page, at, signature, box.height > 0 ? box.width / box.height : 1));
    }
  }

  const strokes = [
    ...shown.flatMap((m) => (m.type === 'ink' ? [m.points] : [])),
    ...(live?.type === 'ink' ? [live.points] : []),
  ];
  const boxes = [
    ...shown.flatMap((m) => (m.type === 'highlight' ? [m] : [])),
    ...(live?.type === 'highlight'
      ? [highlightOf(page, live.from, live.to)].flatMap((m) => (m ? [m] : []))
      : []),
  ];
  const percent = (v: number) => `${v * 100}%`;
  return (
    <>
      <div className="pointer-events-none absolute inset-0" data-testid="pdf-marks">
        {shown.map((m, i) =>
          m.type === 'stamp' ? (
            <span
              key={i}
              className="absolute font-sans leading-none whitespace-nowrap"
              style={{
                left: percent(m.x),
                top: percent(m.y),
                color: MARK_COLORS.stamp,
                border: `${2 * zoom}px solid ${MARK_COLORS.stamp}`,
                padding: STAMP_PADDING_PT * zoom,
                fontSize: STAMP_FONT_PT * zoom,
              }}
            >
              {m.text}
            </span>
          ) : m.type === 'signature' ? (
            <img
              key={i}
              src={m.image}
              alt=""
              className="absolute"
              style={{
                left: percent(m.x),
                top: percent(m.y),
                width: percent(m.width),
                height: percent(m.height),
              }}
            />
          ) : null,
        )}
      </div>
      <svg
        data-testid="pdf-ink"
        className={
          tool
            ? 'absolute inset-0 size-full cursor-crosshair touch-none'
            : 'pointer-events-none absolute inset-0 size-full'
        }
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        aria-hidden
        onPointerDown={tool ? down : undefined}
        onPointerMove={tool ? move : undefined}
        onPointerUp={tool ? up : undefined}
        onPointerCancel={tool ? () => setLive(null) : undefined}
      >
        {boxes.map((b, i) => (
          <rect
            key={`h${i}`}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            fill={MARK_COLORS.highlight}
            opacity={0.35}
          />
        ))}
        {strokes.map((points, i) => (
          <polyline
            key={`i${i}`}
            points={points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={MARK_COLORS.ink}
            strokeWidth={INK_THICKNESS * zoom}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
    </>
  );
}
