/** The voice note field (data type `audio`, spec §5 "Audio recording"): its input and its read-only player. */
export { AudioInput, AudioView } from './AudioInput.tsx';
