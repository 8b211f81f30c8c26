import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BINAURAL_TEXTS } from '../binaural/texts';
import { RELAXATION_TEXTS } from '../relaxation/texts';
import { EndSessionDialog } from './EndSessionDialog';
import { PlayableCard } from './PlayableCard';

afterEach(cleanup);

describe("the session card's button says what it does (docs/product.md, \"Relaxation and binaural sessions\")", () => {
  it("is labelled 'Durdur' with a stop icon while playing, in both audio screens", () => {
    expect(RELAXATION_TEXTS.stop).toBe('Durdur');
    expect(BINAURAL_TEXTS.stop).toBe('Durdur');
    render(
      <PlayableCard
        icon={null}
        title="Kutu Nefesi"
        headingLevel="h2"
        duration={300}
        playing
        progress={10}
        onToggle={() => undefined}
        startLabel={RELAXATION_TEXTS.start}
        stopLabel={RELAXATION_TEXTS.stop}
        countText={null}
      >
        {null}
      </PlayableCard>,
    );
    const button = screen.getByRole('button', { name: 'Durdur: Kutu Nefesi' });
    expect(button.textContent).toBe('Durdur');
    expect(button.querySelector('[data-testid="StopIcon"]')).toBeTruthy();
  });

  it("asks with 'Dinlemeye Devam Et' as the main, focused button and 'Bitir' beside it", () => {
    const keep = vi.fn();
    const end = vi.fn();
    render(<EndSessionDialog open heardSeconds={60} onKeepListening={keep} onEnd={end} />);
    const dialog = screen.getByRole('dialog', { name: 'Oturumu bitirmek istiyor musunuz?' });
    const main = screen.getByRole('button', { name: 'Dinlemeye Devam Et' });
    expect(dialog.contains(main)).toBe(true);
    expect(document.activeElement).toBe(main);
    expect(main.className).toContain('MuiButton-contained');
    const finish = screen.getByRole('button', { name: 'Bitir' });
    expect(finish.className).not.toContain('MuiButton-contained');
    fireEvent.click(main);
    expect(keep).toHaveBeenCalledOnce();
    fireEvent.click(finish);
    expect(end).toHaveBeenCalledOnce();
  });
});
