// The `rrule` package, wherever core runs. It ships ES modules for bundlers (the web build, Vite)
// but a UMD file for Node, whose named exports Node cannot see: there they sit on the default
// export. Everything in core takes RRule from here. (The namespace is read as a plain record so a
// bundler does not warn about the default export its ES build lacks.)
import * as rruleModule from 'rrule';

type RRuleModule = typeof rruleModule;
const namespace: Record<string, unknown> = { ...rruleModule };
const library = (namespace.RRule !== undefined ? namespace : namespace.default) as RRuleModule;

export const { RRule } = library;
export type RRule = rruleModule.RRule;
export type RRuleOptions = rruleModule.Options;
