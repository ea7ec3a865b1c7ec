// The party's summary names its leader, or says it has none once the leader's account is gone
// (GET /groups/party sends `leader: null`).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartySummary } from './PartySummary.tsx';
import { makeParty } from './partyTestKit.tsx';

describe('PartySummary', () => {
  it('names the leader', () => {
    render(<PartySummary party={makeParty()} isLeader={false} />);
    expect(screen.getByText('Led by Alice · 2 members')).toBeTruthy();
  });

  it('says the party has no leader when the server sends none', () => {
    render(<PartySummary party={makeParty({}, { leader: null })} isLeader={false} />);
    expect(screen.getByText('No leader · 2 members')).toBeTruthy();
  });
});
