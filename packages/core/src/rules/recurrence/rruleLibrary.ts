// The `rrule` package, wherever core runs. It ships ES modules for bundlers (the web build, Vite)
// but a UMD file for Node, whose named exports Node cannot see: there they sit on the default
// export. Everything in core takes RRule from here.
import * as rruleModule from 'rrule';

type RRuleModule = typeof rruleModule;
const library: RRuleModule =
  'RRule' in rruleModule && rruleModule.RRule !== undefined
    ? rruleModule
    : (rruleModule as unknown as { default: RRuleModule }).default;

export const { RRule } = library;
export type RRule = rruleModule.RRule;
export type RRuleOptions = rruleModule.Options;
