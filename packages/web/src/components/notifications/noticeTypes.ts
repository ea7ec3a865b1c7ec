// The kinds of notice in the transient message stack (the toasts at the top of the screen).
export const noticeTypes = [
  'hp',
  'mp',
  'xp',
  'gp',
  'streak',
  'damage',
  'drop',
  'error',
  'info',
  'success',
  'crit',
  'lvl',
] as const;

export type NoticeType = (typeof noticeTypes)[number];
export type Sign = '+' | '-';

export interface Notice {
  uuid: string;
  type: NoticeType;
  text: string;
  /** A heading above the text; error notices carry the product name. */
  title?: string;
  sign?: Sign;
  /** Replaces the generated text when given. */
  flavorMessage?: string;
  /** The item sprite of a drop. */
  icon?: string;
  /** A drop that says the armoire is now empty. */
  emptied?: boolean;
  /** An error raised by a gateway timeout. */
  isTimeout?: boolean;
  onClick?: () => void;
}

export type NoticeInput = Omit<Notice, 'uuid'>;
