export { VoiceSection } from './VoiceSection';
