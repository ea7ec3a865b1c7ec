import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager.tsx';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the pager under a paged list', () => {
  it('is not there when the first page is the only one', () => {
    render(<Pager page={0} isLastPage onPage={vi.fn()} label="Guild pages" />);
    expect(screen.queryByRole('navigation', { name: 'Guild pages' })).toBeNull();
  });

  it('on a full first page offers the next page only', async () => {
    const onPage = vi.fn();
    render(<Pager page={0} isLastPage={false} onPage={onPage} label="Guild pages" />);
    expect(screen.getByRole('navigation', { name: 'Guild pages' }).textContent).toContain('Page 1');
    expect(button('Previous page').disabled).toBe(true);
    await userEvent.click(button('Next page'));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('on a short later page offers the previous page only, and nothing while one loads', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={2} isLastPage onPage={onPage} label="Pages" />);
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(button('Next page').disabled).toBe(true);
    await userEvent.click(button('Previous page'));
    expect(onPage).toHaveBeenCalledWith(1);

    rerender(<Pager page={1} isLastPage={false} isBusy onPage={onPage} label="Pages" />);
    expect(button('Previous page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(true);
  });

  it('takes the list’s own words for its buttons', () => {
    render(
      <Pager
        page={1}
        isLastPage={false}
        onPage={vi.fn()}
        label="News pages"
        previousText="Newer posts"
        nextText="Older posts"
      />,
    );
    expect(button('Newer posts').disabled).toBe(false);
    expect(button('Older posts').disabled).toBe(false);
  });
});
