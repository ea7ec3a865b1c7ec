// The public surface of the inventory rules (filled in by their issue).
export {};
