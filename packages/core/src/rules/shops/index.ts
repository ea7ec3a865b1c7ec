// The public surface of the shops rules (filled in by their issue).
export {};
