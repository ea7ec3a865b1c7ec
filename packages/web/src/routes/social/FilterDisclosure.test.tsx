// issue 19 (a phone): the search pages' filters are folded away on a phone and say what they hold.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../components/usePhoneLayout.ts';
import { stubMediaQueries } from '../../test/mediaQueries.ts';
import { FilterDisclosure } from './FilterDisclosure.tsx';

function screenWidth({ isPhone }: { isPhone: boolean }) {
  stubMediaQueries(isPhone ? [PHONE_QUERY] : []);
}

const details = () => screen.getByText(/^Filters/).closest('details')!;

afterEach(() => vi.unstubAllGlobals());

describe('the filters of a search page', () => {
  it('are folded on a phone, and open when the player asks', async () => {
    screenWidth({ isPhone: true });
    render(
      <FilterDisclosure chosenCount={0}>
        <label>
          <input type="checkbox" /> Academics
        </label>
      </FilterDisclosure>,
    );
    expect(screen.getByText('Filters').tagName).toBe('SUMMARY');
    expect(details().open).toBe(false);
    await userEvent.click(screen.getByText('Filters'));
    expect(details().open).toBe(true);
  });

  it('are open on a wider screen', () => {
    screenWidth({ isPhone: false });
    render(<FilterDisclosure chosenCount={0}>Categories</FilterDisclosure>);
    expect(details().open).toBe(true);
  });

  it('say how many choices narrow the list, folded or not', () => {
    screenWidth({ isPhone: true });
    render(<FilterDisclosure chosenCount={2}>Categories</FilterDisclosure>);
    expect(screen.getByText('Filters: 2 chosen')).toBeTruthy();
    expect(details().open).toBe(false);
  });
});
