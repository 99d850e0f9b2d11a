import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from './provider';
import { Disclosure } from './disclosure';

function Content({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <p>The content</p>;
}

/** Opens or closes the element the way the browser does: the attribute changes, then `toggle` fires. */
function setOpen(details: HTMLDetailsElement, open: boolean) {
  details.open = open;
  fireEvent(details, new Event('toggle'));
}

describe('Disclosure', () => {
  it('when it is opened, closed and opened again, then the content is mounted only while it is open', () => {
    const onMount = vi.fn();
    const { container } = render(
      <UiProvider>
        <Disclosure summary="Status history">
          <Content onMount={onMount} />
        </Disclosure>
      </UiProvider>,
    );
    const details = container.querySelector('details')!;
    expect(screen.getByText('Status history').tagName).toBe('SUMMARY');
    expect(screen.queryByText('The content')).toBeNull();
    expect(onMount).not.toHaveBeenCalled();

    setOpen(details, true);
    expect(screen.getByText('The content')).toBeInTheDocument();
    setOpen(details, false);
    expect(screen.queryByText('The content')).toBeNull();
    setOpen(details, true);
    expect(onMount).toHaveBeenCalledTimes(2);
  });

  it('when two toggle events report the same state, then it follows the element instead of flipping', () => {
    const { container } = render(
      <UiProvider>
        <Disclosure summary="E-mails we sent you (2)">
          <p>The content</p>
        </Disclosure>
      </UiProvider>,
    );
    const details = container.querySelector('details')!;
    setOpen(details, true);
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('The content')).toBeInTheDocument();
  });

  it('when a details inside the content is toggled, then the outer one stays open', () => {
    const { container } = render(
      <UiProvider>
        <Disclosure summary="Outer">
          <details>
            <summary>Inner</summary>
            <p>Inner content</p>
          </details>
        </Disclosure>
      </UiProvider>,
    );
    setOpen(container.querySelector('details')!, true);
    const inner = screen.getByText('Inner').parentElement as HTMLDetailsElement;
    setOpen(inner, true);
    setOpen(inner, false);
    expect(screen.getByText('Inner content')).toBeInTheDocument();
  });
});
