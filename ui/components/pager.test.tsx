import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NUMBER_FIELD_MESSAGE, REQUIRED_FIELD_MESSAGE } from '../../core/shared';
import { renderConsole } from '../../tests/setup/render-console';
import { Pager } from './pager';

function showPage(pageIndex: number, pageCount: number) {
  const onPage = vi.fn();
  renderConsole(<Pager pageIndex={pageIndex} pageCount={pageCount} onPage={onPage} />);
  const input = screen.getByRole('textbox', { name: 'Page' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onPage, input, type };
}

describe('when a page number is typed', () => {
  it('goes to that page on Enter', () => {
    const { onPage, input, type } = showPage(0, 5);
    type('3');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('goes to the last page for a number past it, and to the first for one below 1', () => {
    const { onPage, input, type } = showPage(1, 5);
    type('9');
    fireEvent.blur(input);
    type('0');
    fireEvent.blur(input);
    expect(onPage.mock.calls).toEqual([[4], [0]]);
  });

  it('says the field is required when emptied, and goes nowhere', () => {
    const { onPage, input, type } = showPage(1, 5);
    type('');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(REQUIRED_FIELD_MESSAGE)).toBeInTheDocument();
    expect(onPage).not.toHaveBeenCalled();
  });

  it('says it must be a number for anything else', () => {
    const { onPage, input, type } = showPage(1, 5);
    type('two');
    fireEvent.blur(input);
    expect(screen.getByText(NUMBER_FIELD_MESSAGE)).toBeInTheDocument();
    expect(onPage).not.toHaveBeenCalled();
  });
});

describe('when paging with the buttons', () => {
  it('offers no Previous on the first page and no Next on the last', () => {
    showPage(0, 1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('1');
  });
});
