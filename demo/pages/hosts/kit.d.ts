// Types of kit.js, for the React and Vue hosts that bundle it.
import type { Condition } from '../../../elements/pages/kit/conditions.ts';

export interface HostEventEntry {
  id: number;
  name: string;
  summary: string;
}
export interface HostUser {
  id: string;
  NAME?: string;
  ACCOUNT?: string;
}
export type HostWord =
  | 'plain'
  | 'react'
  | 'vue'
  | 'intro'
  | 'otherHosts'
  | 'shell'
  | 'docs'
  | 'level'
  | 'allLevels'
  | 'newCustomer'
  | 'language'
  | 'events'
  | 'noEvents'
  | 'selection'
  | 'signedInAs'
  | 'signedOut'
  | 'signOut'
  | 'noCore';

export const CUSTOMERS: {
  client: string;
  system: string;
  entity: string;
  listPage: string;
  addPage: string;
  editPage: string;
  detailPage: string;
};
export const LIST_CONFIG: { pageSize: number };
export const LEVELS: string[];
export function levelLabel(code: string, language: string): string;
export function levelQuery(level: string): { conditions?: Condition[] };
export function newCustomerValues(): Record<string, string>;
export const HOST_EVENTS: string[];
export function hostWords(language: string): (key: HostWord, ...args: unknown[]) => string;
export const HOST_LINKS: Array<{ key: HostWord; href: string }>;
export function summarize(event: Event & { detail?: unknown }): string;
export function logEvent(log: HostEventEntry[], event: Event, limit?: number): HostEventEntry[];
export interface SharedSession {
  onUser(listener: (user: HostUser | null) => void): () => void;
  onLanguage(listener: (language: string) => void): () => void;
  setLanguage(code: string): void;
  signOut(): Promise<void>;
}
export function sharedSession(target?: Window): SharedSession | null;
export function otherLanguage(language: string): string;
