// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext, createMemoryStorage } from '../../../core/instance/index.ts';
import { createPlatformFeatures, createScreenSize, createTheme, detectMessagingWebview, screenSizeOf, THEME_KEY } from '../../../core/platform/index.ts';
import { createLongPress, LONG_PRESS_MS } from '../../../core/platform/long-press.ts';
import type { ResizeSource } from '../../../core/platform/index.ts';

afterEach(() => vi.useRealTimers());

describe('messaging webviews (DESIGN §4)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) wxwork/4.1.0 MicroMessenger', 'wxwork'],
    ['Mozilla/5.0 AliApp(DingTalk/7.0.10)', 'dingtalk'],
    ['Mozilla/5.0 Chrome/120', null],
  ])('%s → %s', (agent, expected) => {
    expect(detectMessagingWebview(agent)).toBe(expected);
  });
});

describe('theme (spec §9)', () => {
  it('reads the stored theme, stores a new one and sets data-theme', () => {
    const storage = createMemoryStorage();
    storage.setItem(THEME_KEY, 'dark');
    const theme = createTheme(storage);
    expect(theme.applyStoredTheme()).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    theme.setTheme('cool');
    expect(storage.getItem(THEME_KEY)).toBe('cool');
    expect(theme.$theme.get()).toBe('cool');
    expect(document.documentElement.getAttribute('data-theme')).toBe('cool');
  });

  it('an unknown stored theme falls back to default', () => {
    const storage = createMemoryStorage();
    storage.setItem(THEME_KEY, 'neon');
    expect(createTheme(storage).$theme.get()).toBe('default');
  });
});

describe('screen size (spec §4, §9)', () => {
  it.each([
    [375, 'mobile'],
    [992, 'mobile'],
    [993, 'medium'],
    [1400, 'medium'],
    [1401, 'large'],
    [1680, 'large'],
    [1681, 'xlarge'],
  ])('%i px is %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });

  it('follows resizes with a 200 ms debounce, listening only while observed', () => {
    vi.useFakeTimers();
    const listeners = new Set<() => void>();
    const source: ResizeSource = {
      innerWidth: 1200,
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    };
    const $size = createScreenSize(source);
    expect(listeners.size).toBe(0);
    const seen: string[] = [];
    const stop = $size.subscribe((size) => seen.push(size));
    expect(listeners.size).toBe(1);
    source.innerWidth = 800;
    listeners.forEach((listener) => listener());
    vi.advanceTimersByTime(199);
    expect($size.get()).toBe('medium');
    source.innerWidth = 1900;
    listeners.forEach((listener) => listener());
    vi.advanceTimersByTime(200);
    expect($size.get()).toBe('xlarge');
    expect(seen).toEqual(['medium', 'xlarge']);
    stop();
    vi.advanceTimersByTime(2000);
    expect(listeners.size).toBe(0);
  });

  it('the features object bundles messaging, theme and screen size', () => {
    const storage = createMemoryStorage();
    storage.setItem(THEME_KEY, 'technology');
    const features = createPlatformFeatures(createContext({ storage }), { userAgent: 'DingTalk' });
    expect(document.documentElement.getAttribute('data-theme')).toBe('technology');
    expect(features.messaging).toBe('dingtalk');
    expect(features.$theme.get()).toBe('technology');
    expect(typeof features.$screenSize.get()).toBe('string');
  });
});

describe('long press (spec §9)', () => {
  it('fires after 1500 ms by default; end reports it so the click can be skipped', () => {
    vi.useFakeTimers();
    const onLong = vi.fn();
    const press = createLongPress(onLong);
    press.start();
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onLong).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLong).toHaveBeenCalledTimes(1);
    expect(press.end()).toBe(true);
  });

  it('a short press or a cancel fires nothing', () => {
    vi.useFakeTimers();
    const onLong = vi.fn();
    const press = createLongPress(onLong, { delay: 300 });
    press.start();
    vi.advanceTimersByTime(100);
    expect(press.end()).toBe(false);
    press.start();
    press.cancel();
    vi.advanceTimersByTime(1000);
    expect(onLong).not.toHaveBeenCalled();
  });

  it('takes injected timers', () => {
    const pending: Array<() => void> = [];
    const press = createLongPress(() => undefined, {
      timers: { setTimeout: (callback) => pending.push(callback), clearTimeout: () => undefined },
    });
    press.start();
    expect(pending).toHaveLength(1);
    pending[0]!();
    expect(press.end()).toBe(true);
  });
});
