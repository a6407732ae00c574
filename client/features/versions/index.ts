// Public file of the versions feature (the editor's History panel, docs/decisions/019-nobodys-words-are-lost.md).
export { HistoryButton, type HistoryPanelProps } from './HistoryPanel';
