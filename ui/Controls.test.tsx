import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { TextInput } from './TextInput';
import { Form } from './Form';
import { BackButton } from './BackButton';
import { Divider } from './Divider';
import { Heading } from './Heading';
import { Text } from './Text';
import { Gallery } from './Gallery';
import { uiStyles } from './styles';
import { codeInputStyles } from './CodeInput.styles';

describe('Button', () => {
  it('defaults to a full-width primary type=button', () => {
    render(<Button>Continue</Button>);
    const b = screen.getByRole('button', { name: 'Continue' });
    expect(b.getAttribute('type')).toBe('button');
    expect(b.className).toBe('ew-btn ew-btn--primary ew-btn--full');
  });

  it('text variant is link-styled and not full width by default', () => {
    render(<Button variant="text">Try again</Button>);
    expect(screen.getByRole('button').className).toBe('ew-btn ew-btn--text');
  });

  it('calls onClick, but not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Go</Button>);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('loading: busy, keeps its accessible name and focus, blocks clicks and form submission', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loading onClick={onClick} icon={<svg />}>
          Continue
        </Button>
      </Form>,
    );
    const b = screen.getByRole('button', { name: 'Continue' });
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.getAttribute('aria-disabled')).toBe('true');
    expect(b.querySelector('.ew-spinner-circle')).not.toBeNull();
    await user.click(b);
    await user.dblClick(b);
    expect(document.activeElement).toBe(b);
    await user.click(screen.getByLabelText('Email'));
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes id, name and aria-describedby', () => {
    render(
      <Button id="b1" name="action" aria-describedby="hint">
        Go
      </Button>,
    );
    const b = screen.getByRole('button');
    expect(b.id).toBe('b1');
    expect(b.getAttribute('name')).toBe('action');
    expect(b.getAttribute('aria-describedby')).toBe('hint');
  });
});

describe('Form', () => {
  it('is a real form that prevents navigation and submits on Enter', async () => {
    const user = userEvent.setup();
    let prevented: boolean | undefined;
    const onSubmit = vi.fn((e: { defaultPrevented: boolean }) => {
      prevented = e.defaultPrevented;
    });
    render(
      <Form onSubmit={onSubmit} ariaLabel="Log in">
        <input aria-label="Email" />
        <Button type="submit">Continue</Button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(form.tagName).toBe('FORM');
    expect(form.hasAttribute('novalidate')).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'a@b.co{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(prevented).toBe(true);
  });
});

describe('TextInput', () => {
  function Harness(props: { error?: string; hint?: string }) {
    const [v, setV] = useState('');
    return (
      <TextInput
        id="email"
        label="Email"
        type="email"
        value={v}
        onChange={setV}
        autoComplete="username webauthn"
        name="email"
        required
        {...props}
      />
    );
  }

  it('is a labelled light-DOM input with autocomplete, passing raw values', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('username webauthn');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.required).toBe(true);
    expect(input.className).toBe('ew-input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    await user.type(input, 'a@b.co');
    expect(input.value).toBe('a@b.co');
  });

  it('passes values through untrimmed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput id="n" label="Name" value="" onChange={onChange} />);
    await user.click(screen.getByLabelText('Name'));
    await user.paste('  Ada  ');
    expect(onChange).toHaveBeenLastCalledWith('  Ada  ');
  });

  it('links hint and error, sets aria-invalid, error is an alert', () => {
    render(<Harness hint="We never share it." error="Email format is invalid." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-hint')!.textContent).toBe('We never share it.');
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('email-error');
    expect(alert.textContent).toBe('Email format is invalid.');
  });

  it('keeps the (empty) alert region mounted so later errors are announced', () => {
    const { rerender } = render(<Harness />);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    rerender(<Harness error="Email format is invalid." />);
    expect(screen.getByRole('alert')).toBe(region);
  });

  it('hideLabel keeps the accessible name', () => {
    render(<TextInput id="p" label="Phone number" hideLabel value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(document.querySelector('label[for="p"]')!.className).toContain('ew-visually-hidden');
    expect(input).toBeTruthy();
  });

  it('forwards inputRef, onKeyDown and onPaste', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    const onKeyDown = vi.fn();
    const onPaste = vi.fn();
    render(
      <TextInput
        id="x"
        label="X"
        value=""
        onChange={() => {}}
        inputRef={ref}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />,
    );
    expect(ref.current).toBe(screen.getByLabelText('X'));
    await user.click(ref.current!);
    await user.keyboard('a');
    await user.paste('b');
    expect(onKeyDown).toHaveBeenCalled();
    expect(onPaste).toHaveBeenCalled();
  });
});

describe('small pieces', () => {
  it('BackButton is named and clickable', async () => {
    const onClick = vi.fn();
    render(<BackButton onClick={onClick} label="Zurück" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('Divider is a separator named by its text, read once', () => {
    const { container } = render(<Divider label="or" />);
    expect(container.textContent).toBe('or');
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
    expect(container.querySelector('.ew-divider-label')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('Heading and Text render the requested elements', () => {
    render(
      <>
        <Heading level={2}>Check your email</Heading>
        <Text variant="helper" as="span" id="t">
          An email was sent.
        </Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Check your email' }).className).toBe('ew-heading');
    const t = document.getElementById('t')!;
    expect(t.tagName).toBe('SPAN');
    expect(t.className).toBe('ew-text ew-text--helper');
  });
});

describe('class coverage', () => {
  it('every ew- class the components render has a rule in uiStyles (the code input in its own sheet)', () => {
    const { container } = render(<Gallery />);
    const used = new Set<string>();
    for (const el of Array.from(container.querySelectorAll('[class]'))) {
      for (const c of (el.getAttribute('class') ?? '').split(/\s+/)) if (c) used.add(c);
    }
    // Hook classes that intentionally carry no own rule (default modifiers, styling hooks for integrators).
    const noRule = new Set([
      'ew-spinner--medium',
      'ew-logo--header',
      'ew-tabs',
      'ew-password-toggle',
      'ew-divider-label',
    ]);
    const missing = [...used].filter(
      (c) => !noRule.has(c) && !new RegExp(`\\.${c}(?![\\w-])`).test(uiStyles + codeInputStyles),
    );
    expect(missing).toEqual([]);
    for (const c of used) expect(c).toMatch(/^ew-/);
  });
});
