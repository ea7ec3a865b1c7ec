// The Tavern is live: a post the server's stream announces for the Tavern's id shows on an open
// /groups/tavern without a reload, as party and guild posts do.
import { TAVERN_ID } from '@questlog/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';

/** A live stream the test writes events into; it stays open. */
function liveStream() {
  const encoder = new TextEncoder();
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      writer = controller;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/v4/live' ? new Response(body) : new Response(null, { status: 404 }),
    ),
  );
  return {
    announce(id: number, groupId: string) {
      const data = JSON.stringify({ groupId, userId: 'someone' });
      writer?.enqueue(encoder.encode(`id: ${id}\nevent: chat.messagePosted\ndata: ${data}\n\n`));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/groups/tavern', () => {
  it('shows a post announced on the live stream without a reload', async () => {
    const player = loadPlayer();
    const posted = { id: 'chat-1', text: 'Hello, Tavern!', uuid: 'someone', timestamp: 1 };
    let messages: (typeof posted)[] = [];
    fakeTasksApi(
      answering('GET', '/user', () => ok(player)),
      answering('GET', /^\/groups\/[^/]+\/chat$/, () => ok(messages)),
    );
    const live = liveStream();
    renderApp('/groups/tavern');
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();

    messages = [posted];
    live.announce(1, TAVERN_ID);
    expect(await screen.findByText('Hello, Tavern!')).toBeTruthy();
  }, 20_000);
});
