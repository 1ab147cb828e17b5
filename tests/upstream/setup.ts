// The upstream suite is written for Jest; Vitest's `vi` covers what it calls (fn, spyOn, fake
// timers, doMock). requireActual has no synchronous Vitest twin; Node's require stands in.
//
// A few upstream tests call `require('jsonwebtoken')` and `require('./lib/clients')` inside the
// test body. That is Node's own require, which knows neither TypeScript nor Vitest's aliases:
// tsx's CommonJS hook teaches it TypeScript, and run.ts puts a node_modules/jsonwebtoken next to
// the exported sources that forwards to our shim.
import { createRequire } from "node:module";
import { register } from "tsx/cjs/api";
import { vi } from "vitest";

register();
const nodeRequire = createRequire(import.meta.url);

Object.assign(globalThis, {
  jest: { ...vi, requireActual: (id: string) => nodeRequire(id) as unknown },
});
