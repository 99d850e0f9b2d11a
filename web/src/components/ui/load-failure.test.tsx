import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from './provider';
import { LoadFailureBoundary } from './load-failure';

function Failing({ error }: { error: Error }): never {
  throw error;
}

describe('LoadFailureBoundary', () => {
  it("when a screen's code cannot be fetched, then the person is told in their language, with a way to retry", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <UiProvider>
        <LoadFailureBoundary language={() => 'de'}>
          <Failing error={new TypeError('Failed to fetch dynamically imported module: /assets/jobs.js')} />
        </LoadFailureBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Seite konnte nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('when a screen fails for another reason, then the error goes on as it came', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <UiProvider>
          <LoadFailureBoundary language={() => 'en'}>
            <Failing error={new Error('a bug')} />
          </LoadFailureBoundary>
        </UiProvider>,
      ),
    ).toThrow('a bug');
  });
});
