import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartPoint {
  date: string;
  points: number;
}

const seconds = (iso: string) => Date.parse(`${iso.slice(0, 10)}T12:00:00Z`) / 1000;

/** The theme's colour for the line, so a community's brand colours the chart too. */
function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** A small step chart of points over time; it follows its box's width. */
export default function UplotChart({ data, label, seriesLabel }: { data: ChartPoint[]; label: string; seriesLabel: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const stroke = themeColor('--primary', 'currentColor');
    const axis = { stroke: themeColor('--muted-foreground', 'currentColor'), grid: { stroke: themeColor('--border', '#ddd'), width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 180,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 44 }],
        series: [{}, { label: seriesLabel, stroke, width: 2, fill: 'transparent', paths: uPlot.paths.stepped?.({ align: 1 }), points: { show: true, size: 6, fill: stroke } }],
      },
      [data.map((point) => seconds(point.date)), data.map((point) => point.points)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: 180 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, seriesLabel]);
  return <div ref={box} role="img" aria-label={label} className="w-full" data-testid="points-chart" />;
}
