/** The chart's height, reserved while its code loads so the page does not move. */
export const CHART_HEIGHT = 280;
