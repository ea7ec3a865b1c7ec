// The notification stack's constants.
export const maxVisibleNotices = 4;
export const autoRemovalIntervalMs = 2500;
export const refillDelayMs = 60;
export const fillPauseMs = 240;
export const stackBaseOffsetPx = 56;
export const scrollThrottleMs = 16;
