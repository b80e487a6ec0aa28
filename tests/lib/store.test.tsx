import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { onServerClockChange, recordServerDate } from '@/lib/clock';
import { createStore, useStore } from '@/lib/store';

describe('createStore', () => {
  it('tells its listeners of a change, not of the same value set again, and lets them go', () => {
    const store = createStore(1);
    const heard: number[] = [];
    const stop = store.subscribe(() => heard.push(store.get()));
    store.set(2);
    store.set(2);
    store.set(3);
    stop();
    store.set(4);
    expect(heard).toEqual([2, 3]);
    expect(store.get()).toBe(4);
  });

  it('renders the initial value on the server and the current one after hydration, and follows changes', () => {
    const store = createStore('first');
    store.set('now');
    const Show = () => <p>{useStore(store, (value) => value.toUpperCase())}</p>;
    expect(renderToString(<Show />)).toContain('FIRST');
    render(<Show />);
    expect(screen.getByText('NOW')).toBeInTheDocument();
    act(() => store.set('later'));
    expect(screen.getByText('LATER')).toBeInTheDocument();
  });
});

describe('server clock changes', () => {
  it('are announced once the skew moves by more than 5 s from the one last announced, drift included', () => {
    const base = Date.parse('2026-12-03T10:00:00Z');
    recordServerDate(new Date(base).toUTCString(), base);
    let heard = 0;
    const stop = onServerClockChange(() => (heard += 1));
    recordServerDate(new Date(base + 3_000).toUTCString(), base);
    expect(heard).toBe(0);
    // 3 s, then 6 s: each step small, together noticeable.
    recordServerDate(new Date(base + 6_000).toUTCString(), base);
    expect(heard).toBe(1);
    recordServerDate(new Date(base + 6_000).toUTCString(), base);
    expect(heard).toBe(1);
    stop();
  });
});
