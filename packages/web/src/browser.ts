// Page-level navigation the router cannot do; kept apart so tests can replace it.
export const browser = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
  closeWindow(): void {
    window.close();
  },
  reload(): void {
    window.location.reload();
  },
};
