// The public surface of the classes rules (filled in by their issue).
export {};
