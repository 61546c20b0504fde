/**
 * True when two types are the same (each assignable to the other); a constant typed with it
 * proves at compile time that a run-time list matches the type it stands for.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
