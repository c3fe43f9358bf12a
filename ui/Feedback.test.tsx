import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';
import { ErrorText } from './ErrorText';
import { ToastRegion } from './ToastRegion';
import { Spinner } from './Spinner';

describe('Banner', () => {
  it('error banner is an alert', () => {
    render(<Banner variant="error">Something failed.</Banner>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Something failed.');
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['warning', 'success'] as const)('%s banner is a status', (variant) => {
    render(<Banner variant={variant}>Heads up.</Banner>);
    expect(screen.getByRole('status').textContent).toBe('Heads up.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is dismissible with a labelled button', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner variant="warning" onDismiss={onDismiss} dismissLabel="Close message">
        x
      </Banner>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('renders hostile text as text', () => {
    const { container } = render(<Banner variant="error">{'<img src=x onerror=alert(1)>'}</Banner>);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('ErrorText', () => {
  it('is an alert with its id, in the error style', () => {
    render(<ErrorText id="email-error">Email format is invalid.</ErrorText>);
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('email-error');
    expect(alert.className).toContain('ew-error-text');
    expect(alert.textContent).toBe('Email format is invalid.');
  });
});

describe('ToastRegion', () => {
  it('keeps both live regions mounted and routes errors to the assertive one', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ToastRegion toasts={[]} onDismiss={onDismiss} />);
    const polite = screen.getByRole('status', { name: 'Notifications' });
    const assertive = screen.getByRole('alert', { name: 'Notifications' });
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');

    rerender(
      <ToastRegion
        toasts={[
          { id: '1', text: 'Email resent', variant: 'success' },
          { id: '2', text: 'Could not send', variant: 'error' },
          { id: '3', text: 'FYI', variant: 'info' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    // Same elements (not re-created), so screen readers announce the additions.
    expect(screen.getByRole('status', { name: 'Notifications' })).toBe(polite);
    expect(polite.textContent).toContain('Email resent');
    expect(polite.textContent).toContain('FYI');
    expect(polite.textContent).not.toContain('Could not send');
    expect(assertive.textContent).toContain('Could not send');
    expect(polite.querySelector('.ew-toast--success')).not.toBeNull();
    expect(assertive.querySelector('.ew-toast--error')).not.toBeNull();

    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(onDismiss).toHaveBeenCalledWith('1');
  });
});

describe('Spinner', () => {
  it('is a status with a visually hidden label', () => {
    render(<Spinner label="Chargement" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Chargement');
    expect(status.querySelector('.ew-visually-hidden')?.textContent).toBe('Chargement');
  });
});
