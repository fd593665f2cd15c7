// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToastHost, TOAST_DURATIONS, Toaster, toast } from '.';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');

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
    // After hydration the empty live regions wait for messages.
    expect(container.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    act(() => {
      toast.success('Hydrated fine');
    });
    expect(container.textContent).toContain('Hydrated fine');
    act(() => root.unmount());
    container.remove();
  });

  it('announces politely in role="status", errors in role="alert", with the kind in words', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Funeral cost estimate calculated');
      toast.error('There was an error submitting your form. Please try again.');
    });
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toContain('Success: Funeral cost estimate calculated');
    expect(alert().textContent).toContain('Error: There was an error submitting your form.');
    expect(status().textContent).not.toContain('error submitting');
  });

  it('renders inside the host a modal dialog names, and back in the layout when it is released', () => {
    const { container } = render(<Toaster />);
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    act(() => {
      setToastHost(dialog);
      toast.error('Not sent');
    });
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('Error: Not sent');
    expect(container.querySelector('.toaster')).toBeNull();
    act(() => setToastHost(null));
    expect(dialog.querySelector('.toaster')).toBeNull();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Error: Not sent');
    dialog.remove();
  });

  it('closes a toast with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.info('Hello');
    });
    await user.click(within(status()).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('closes by itself after its duration, but a loading toast stays', () => {
    useFakeClock();
    render(<Toaster />);
    act(() => {
      toast.success('Done');
      toast.loading('Sending...');
    });
    advance(TOAST_DURATIONS.success - 1);
    expect(screen.queryByText('Done')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Done')).toBeNull();
    advance(60_000);
    expect(screen.queryByText('Sending...')).not.toBeNull();
  });

  it('restarts the countdown when a loading toast becomes a success one', () => {
    useFakeClock();
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.loading('Sending...');
    });
    advance(30_000);
    act(() => {
      toast.success('Sent', { id });
    });
    expect(status().textContent).toContain('Success: Sent');
    advance(TOAST_DURATIONS.success - 1);
    expect(screen.queryByText('Sent')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Sent')).toBeNull();
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
      toast.info('Second');
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
