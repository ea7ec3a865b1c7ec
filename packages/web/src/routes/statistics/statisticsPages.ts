// The statistics screens (issue 31): a task's and the player's. uPlot loads with their charts.
export { PlayerStatisticsPage } from './PlayerStatisticsPage.tsx';
export { TaskStatisticsPage } from './TaskStatisticsPage.tsx';
