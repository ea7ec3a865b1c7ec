// GET /challenges/:id/export/csv: `UUID, Display Name, Username`, then `Task, Value, Notes, Streak`
// once per challenge task; one row per member with, per task sorted by text, `type:text`, value,
// notes and streak (0 when none).

export interface CsvMember {
  id: string;
  displayName: string;
  username: string;
  /** The member's copies by the challenge task they copy. */
  copies: ReadonlyMap<string, { value: number; notes: string; streak?: number }>;
}

export interface CsvTask {
  id: string;
  type: string;
  text: string;
}

export function challengeCsv(tasks: readonly CsvTask[], members: readonly CsvMember[]): string {
  const sorted = [...tasks].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const header = ['UUID', 'Display Name', 'Username'];
  for (let index = 0; index < sorted.length; index += 1) {
    header.push('Task', 'Value', 'Notes', 'Streak');
  }
  const rows = members.map((member) => {
    const cells: (string | number)[] = [member.id, member.displayName, member.username];
    for (const task of sorted) {
      const copy = member.copies.get(task.id);
      cells.push(
        `${task.type}:${task.text}`,
        copy?.value ?? 0,
        copy?.notes ?? '',
        copy?.streak ?? 0,
      );
    }
    return cells;
  });
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\n');
}

function csvCell(cell: string | number): string {
  const text = String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
