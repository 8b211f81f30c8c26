import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CsvDownloadButton } from './CsvDownloadButton';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("'CSV İndir' says its dialect (docs/product.md, \"Exports\")", () => {
  it("is 'CSV İndir (Excel Türkçe)' first in a Turkish browser and downloads in that dialect", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('tr-TR');
    const onDownload = vi.fn();
    render(<CsvDownloadButton label="CSV İndir" busy={false} onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: 'CSV İndir (Excel Türkçe)' }));
    expect(onDownload).toHaveBeenCalledWith('excel-tr');
  });

  it('remembers the choice made in its menu, and says it', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('tr-TR');
    render(<CsvDownloadButton label="CSV İndir" busy={false} onDownload={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'CSV biçimi: Excel (Türkçe)' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Standart CSV/ }));
    expect(screen.getByRole('button', { name: 'CSV İndir (Standart)' })).toBeTruthy();
    cleanup();
    render(<CsvDownloadButton label="CSV İndir" busy={false} onDownload={() => undefined} />);
    expect(screen.getByRole('button', { name: 'CSV İndir (Standart)' })).toBeTruthy();
  });
});
