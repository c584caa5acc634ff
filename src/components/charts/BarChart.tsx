import { type ChartDatum, FONT_SIZE, columnBars, horizontalBars } from './chart-geometry';
import styles from './charts.module.css';

interface ChartProps {
  /** Prefix of the element ids; the heading's id names the SVG and the table. */
  id: string;
  title: string;
  note?: string;
  data: ChartDatum[];
  /** Column headers of the data table. */
  labelHeader: string;
  valueHeader: string;
  tick: (n: number) => string;
}

/**
 * One statistic: a heading, the chart as server-rendered SVG (role=img, named by the heading)
 * and the same figures as a visually hidden table for screen readers and crawlers.
 */
function ChartFigure({
  id,
  title,
  note,
  data,
  labelHeader,
  valueHeader,
  children,
}: Omit<ChartProps, 'tick'> & { children: React.ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <figure className={styles.chart} data-chart={id} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.chartTitle}>
        {title}
      </h3>
      {children}
      <table className="visually-hidden" data-chart-table={id}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key} data-key={d.key}>
              <th scope="row">{d.label}</th>
              <td data-value={d.value}>{d.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Last child: a figcaption must open or close its figure. */}
      {note ? <figcaption className={styles.note}>{note}</figcaption> : null}
    </figure>
  );
}

/** The drawing: an image named by the chart's heading, scaled to its box by the view box. */
function ChartSvg({
  id,
  width,
  height,
  children,
}: {
  id: string;
  width: number;
  height: number;
  children: React.ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      viewBox={`0 0 ${width} ${height}`}
      className={styles.svg}
      fontSize={FONT_SIZE}
    >
      {children}
    </svg>
  );
}

/** Horizontal bars: one labelled row per datum (regions, industries, notice types). */
export function HorizontalBarChart(props: ChartProps) {
  const layout = horizontalBars(props.data);
  const axisY = layout.height - 6;
  return (
    <ChartFigure {...props}>
      <ChartSvg id={props.id} width={layout.width} height={layout.height}>
        {layout.ticks.map((t) => (
          <g key={t.value}>
            <line className={styles.grid} x1={t.x} x2={t.x} y1={0} y2={layout.height - 20} />
            <text className={styles.tick} x={t.x} y={axisY} textAnchor="middle">
              {props.tick(t.value)}
            </text>
          </g>
        ))}
        {layout.bars.map((b) => (
          <g key={b.datum.key} data-key={b.datum.key}>
            <text
              className={styles.label}
              x={layout.plotLeft - 8}
              y={b.y + b.height / 2}
              textAnchor="end"
              dominantBaseline="central"
            >
              {b.datum.label}
            </text>
            <rect className={styles.bar} x={b.x} y={b.y} width={b.width} height={b.height} rx={3} />
            <text
              className={styles.value}
              data-value-label=""
              x={b.x + b.width + 6}
              y={b.y + b.height / 2}
              dominantBaseline="central"
            >
              {b.datum.display}
            </text>
          </g>
        ))}
      </ChartSvg>
    </ChartFigure>
  );
}

/**
 * Columns over time, oldest first. `axisLabels` gives each column's label lines (a month, and
 * the year under the first column and each January).
 */
export function ColumnChart({ axisLabels, ...props }: ChartProps & { axisLabels: [string, string?][] }) {
  const layout = columnBars(props.data, props.tick);
  return (
    <ChartFigure {...props}>
      <ChartSvg id={props.id} width={layout.width} height={layout.height}>
        {layout.ticks.map((t) => (
          <g key={t.value}>
            <line className={styles.grid} x1={layout.plotLeft} x2={layout.width - 8} y1={t.y} y2={t.y} />
            <text
              className={styles.tick}
              x={layout.plotLeft - 8}
              y={t.y}
              textAnchor="end"
              dominantBaseline="central"
            >
              {props.tick(t.value)}
            </text>
          </g>
        ))}
        {layout.bars.map((b, i) => {
          const centre = Math.round((b.x + b.width / 2) * 10) / 10;
          const [first, second] = axisLabels[i] ?? [b.datum.label];
          return (
            <g key={b.datum.key} data-key={b.datum.key}>
              <rect className={styles.bar} x={b.x} y={b.y} width={b.width} height={b.height} rx={3} />
              <text
                className={styles.value}
                data-value-label=""
                x={centre}
                y={b.y - 6}
                textAnchor="middle"
                fontSize={FONT_SIZE - 2}
              >
                {b.datum.display}
              </text>
              <text
                className={styles.label}
                x={centre}
                y={layout.plotBottom + FONT_SIZE + 6}
                textAnchor="middle"
              >
                {first}
              </text>
              {second ? (
                <text
                  className={styles.tick}
                  x={centre}
                  y={layout.plotBottom + 2 * (FONT_SIZE + 6)}
                  textAnchor="middle"
                >
                  {second}
                </text>
              ) : null}
            </g>
          );
        })}
      </ChartSvg>
    </ChartFigure>
  );
}
