// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATIONS, toast } from './store';
import { Toaster } from './Toaster';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const status = () => screen.getByRole('status');

function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Toaster', () => {
  it('renders nothing on the server, hydrates without a mismatch, then shows toasts', async () => {
    const html = renderToString(<Toaster />);
    expect(html).toBe('');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Toaster />));
    // After hydration the one empty live region waits for messages.
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(container.querySelector('[role="alert"], [aria-live="assertive"]')).toBeNull();
    act(() => {
      toast.success('Hydrated fine');
    });
    expect(container.textContent).toContain('Hydrated fine');
    act(() => root.unmount());
    container.remove();
  });

  it('announces both kinds in its one role="status" region, each once, with the kind in words', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Funeral cost estimate calculated');
      toast.error('We could not open the quote form.');
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    const text = status().textContent ?? '';
    expect(text).toContain('Success: Funeral cost estimate calculated');
    expect(text).toContain('Error: We could not open the quote form.');
    expect(text.split('We could not open').length).toBe(2);
  });

  it('closes a toast with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success('Hello');
    });
    await user.click(within(status()).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('closes each by itself after its duration', () => {
    useFakeClock();
    render(<Toaster />);
    act(() => {
      toast.success('Done');
      toast.error('Failed');
    });
    advance(TOAST_DURATIONS.success - 1);
    expect(screen.queryByText('Done')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Done')).toBeNull();
    expect(screen.queryByText('Failed')).not.toBeNull();
    advance(TOAST_DURATIONS.error - TOAST_DURATIONS.success);
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('restarts the countdown when the same id is shown again (Calculate pressed twice)', () => {
    useFakeClock();
    render(<Toaster />);
    act(() => {
      toast.success('Calculated', { id: 'calc' });
    });
    advance(TOAST_DURATIONS.success - 1000);
    act(() => {
      toast.success('Calculated', { id: 'calc' });
    });
    expect(screen.getAllByText('Calculated')).toHaveLength(1);
    advance(TOAST_DURATIONS.success - 1);
    expect(screen.queryByText('Calculated')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Calculated')).toBeNull();
  });

  it('pauses while the pointer is over the toasts and resumes with the time left', () => {
    useFakeClock();
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Paused');
    });
    advance(1000);
    const toaster = container.querySelector('.toaster') as HTMLElement;
    fireEvent.pointerOver(toaster);
    advance(60_000);
    expect(screen.queryByText('Paused')).not.toBeNull();
    fireEvent.pointerOut(toaster);
    advance(TOAST_DURATIONS.success - 1001);
    expect(screen.queryByText('Paused')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Paused')).toBeNull();
  });

  it('pauses while focus is in the toasts; keyboard closing moves focus on, then back', async () => {
    const user = useFakeClock();
    render(
      <>
        <button type="button">Calculate</button>
        <Toaster />
      </>,
    );
    const origin = screen.getByRole('button', { name: 'Calculate' });
    origin.focus();
    act(() => {
      toast.success('First');
      toast.error('Second');
    });
    await user.tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(document.activeElement).toBe(first);
    advance(60_000);
    expect(screen.queryByText('First')).not.toBeNull();

    await user.keyboard('{Enter}');
    expect(screen.queryByText('First')).toBeNull();
    expect(document.activeElement).toBe(second);

    await user.keyboard('{Escape}');
    expect(screen.queryByText('Second')).toBeNull();
    expect(document.activeElement).toBe(origin);
  });
});
