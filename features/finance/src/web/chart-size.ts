/** Pixel height of a chart: the same for the chart and the space kept for it while it loads. */
export const CHART_HEIGHT = 260;

/** Horizontal bars grow with their rows, so long lists keep readable names. */
export const barsHeight = (rows: number, horizontal: boolean) => (horizontal ? Math.max(160, rows * 36 + 40) : CHART_HEIGHT);
