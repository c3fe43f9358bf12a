import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'sms', label: 'Text' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
];

function Harness() {
  const [selected, setSelected] = useState('sms');
  return (
    <Tabs tabs={tabs} selected={selected} onSelect={setSelected} idPrefix="w1" label="Login methods">
      <p>Panel for {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('renders WAI-ARIA roles, selection and relationships', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Login methods' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
    expect(tab('Email').getAttribute('aria-selected')).toBe('false');
    expect(tab('Text').getAttribute('tabindex')).toBe('0');
    expect(tab('Email').getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel');
    expect(tab('Text').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.id).toBe('w1-panel-sms');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Text').id);
    expect(panel.textContent).toBe('Panel for sms');
  });

  it('moves focus and selection with Right/Left (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Text'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('WhatsApp'));
    expect(tab('WhatsApp').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for whatsapp');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Text'));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Email'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for email');

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Text'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Email'));
    expect(tab('Email').getAttribute('tabindex')).toBe('0');
    expect(tab('Text').getAttribute('tabindex')).toBe('-1');
  });

  it('Tab from the tab list goes into the panel, not to the other tabs', async () => {
    const user = userEvent.setup();
    function WithInput() {
      const [selected, setSelected] = useState('sms');
      return (
        <Tabs tabs={tabs} selected={selected} onSelect={setSelected} idPrefix="w2">
          <input aria-label="Phone" />
        </Tabs>
      );
    }
    render(<WithInput />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Email'));
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for email');
  });
});
