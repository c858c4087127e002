export { MobileLayout } from './mobile-layout.tsx';
export { mobileLabel, useMobileText } from './mobile-text.ts';
