// Public file of the versions feature (the editor's History panel, issue 12 §2).
export { HistoryButton, type HistoryPanelProps } from './HistoryPanel';
