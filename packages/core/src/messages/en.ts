// English texts of the keyed messages that rules and the server produce.
// Our own wording; the keys are the ones the seeds use so clients can match on them.
export const englishMessages = {
  badRequest: 'Bad request.',
  notAuthorized: 'Not authorized.',
  forbidden: 'Access forbidden.',
  notFound: 'Not found.',
  notificationNotFound: 'Notification not found.',
  notImplemented: 'The {method} method is not implemented.',
  payloadTooLarge: 'The request body is larger than the server accepts.',
  tooManyRequests: 'Too many requests: please wait a moment and try again.',
  internalServerError: 'Something went wrong on our side. Please try again.',
  invalidRequestParameters: 'Invalid request parameters.',
  missingParam: 'Missing {param}.',
  invalidParam: 'Invalid {param}: {reason}.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type: send JSON.',
  routeNotFound: 'There is no {method} {path} in this API.',
  // Accounts and sign-in (issue 3).
  missingAuthHeaders: 'Missing authentication headers.',
  invalidCredentials: 'There is no account that uses those credentials.',
  accountSuspended:
    'This account, User ID "{userId}", has been blocked for breaking the Community Guidelines or ' +
    'Terms of Service. For details or to ask to be unblocked, e-mail our Community Manager at {email}.',
  invalidLoginCredentialsLong:
    'Your e-mail address / username or password is incorrect. Check them and try again, or use ' +
    '"Forgot password" to set a new password.',
  tooManySignInFailures: 'Too many failed sign-ins: please wait a few minutes and try again.',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'That e-mail address is already used by an account.',
  usernameWrongLength: 'Usernames must be 1 to 20 characters long.',
  usernameBadCharacters:
    'Usernames may contain only letters a to z, digits, hyphens and underscores.',
  displayNameWrongLength: 'Display names must be 1 to 30 characters long.',
  displayNameHasNewline: 'Display names must fit on one line.',
  invalidEmail: 'That is not a valid e-mail address.',
  passwordWrongLength: 'Passwords must be 8 to 64 characters long.',
  passwordConfirmationMismatch: 'The password and its confirmation do not match.',
  wrongPassword: 'That password is not right.',
  invalidTimezoneOffset:
    'x-user-timezoneOffset must be a whole number of minutes from -720 to 840.',
  invalidDayStart: 'The day-start hour must be a whole number from 0 to 24.',
  protectedPath: "path `{path}` was not saved, as it's a protected path.",
  passwordResetRequested:
    'If an account uses that e-mail address, we have sent it a link to set a new password.',
  passwordResetCodeInvalid:
    'That password reset link is not valid any more. Ask for a new one from the login page.',
  passwordChanged: 'Your password is set. Sign in with it.',
  accountDeleted: 'Your account and its data are deleted.',
  // Tasks and scoring (issue 4).
  taskNotAnObject: 'Send the task as a JSON object.',
  taskInvalidType: '"type" must be one of habit, daily, todo or reward.',
  taskTextRequired: 'A task needs a text.',
  taskFieldNotBoolean: '"{param}" must be true or false.',
  taskFieldNotText: '"{param}" must be text.',
  taskInvalidAlias:
    'An alias may contain only letters, digits, hyphens and underscores, and must not be an id.',
  taskInvalidTags: '"tags" must be a list of tag ids.',
  taskInvalidPriority: 'Difficulty must be 0.1, 1, 1.5 or 2.',
  taskInvalidAttribute: 'The attribute must be one of str, int, con or per.',
  taskInvalidRewardValue: 'A reward costs zero gold or more.',
  taskInvalidCounter: '"{param}" must be a whole number of zero or more.',
  taskInvalidStreak: 'A streak must be a whole number of zero or more.',
  taskInvalidFrequency: 'That frequency is not one this task type accepts.',
  taskInvalidEveryX: '"everyX" must be a whole number from 1 to 9999.',
  taskInvalidRepeat: '"repeat" must map the days su, m, t, w, th, f and s to true or false.',
  taskInvalidDaysOfMonth: 'Days of the month must be whole numbers from 1 to 31.',
  taskInvalidWeeksOfMonth: 'Weeks of the month must be whole numbers from 0 to 4.',
  taskWeeksOfMonthNeedWeekday:
    'A monthly daily repeating by week of the month needs at least one weekday in "repeat".',
  taskInvalidDate: '"{param}" must be a valid date.',
  taskInvalidChecklist: 'A checklist is a list of items, each with a text.',
  messageNotEnoughGold: 'Not enough gold.',
  sessionOutdated: 'Your session is out of date. Refresh the page to sync.',
  cannotRevive: 'You can only revive after your health has run out.',
  messageLostStat: 'You lost a point of {stat}.',
  customDayStartHasChanged: 'Your day now starts at the hour you chose.',
  // Tasks and tags: the server's refusals (issue 4).
  taskNotFound: 'Task not found.',
  tagNotFound: 'Tag not found.',
  checklistItemNotFound: 'Checklist item not found.',
  taskAliasAlreadyUsed: 'Another of your tasks already uses that alias.',
  tagAlreadyOnTask: 'The task already has that tag.',
  cantMoveCompletedTodo: 'A completed to-do cannot be moved.',
  checklistOnlyDailyTodo: 'Only dailies and to-dos have checklists.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof englishMessages;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown key is returned as is so a missing text is visible, not fatal. */
export function formatMessage(key: string, params: MessageParams = {}): string {
  const template = (englishMessages as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
