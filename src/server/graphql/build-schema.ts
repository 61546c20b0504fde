/**
 * The executable schema: the SDL file (the one source of truth) plus optional extension SDL
 * (`extend type Query { … }`), with resolvers attached to its fields. Fields without a
 * resolver use graphql-js's default property read, which is what keeps reads cheap.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  buildASTSchema,
  concatAST,
  isObjectType,
  parse,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'
import type { GraphQLContext } from './context'
import type { Resolvers } from './schema.generated'

/** Path of the SDL file next to this module. */
export const SCHEMA_PATH = resolve(import.meta.dirname, 'schema.graphql')

/** Resolvers of some fields, typed by the SDL (every `.graphql` under src/server, generated). */
export type ResolverMap = Resolvers

type FieldResolvers = Readonly<Record<string, GraphQLFieldResolver<unknown, GraphQLContext>>>

/** Builds the schema from SDL sources and attaches resolvers; unknown fields are an error. */
export function buildExecutableSchema(
  sdlSources: readonly string[],
  resolverMaps: readonly ResolverMap[],
): GraphQLSchema {
  const schema = buildASTSchema(concatAST(sdlSources.map((s) => parse(s))))
  for (const map of resolverMaps) {
    for (const [typeName, fields] of Object.entries(map as Record<string, FieldResolvers>)) {
      const type = schema.getType(typeName)
      if (!isObjectType(type)) throw new Error(`Resolvers for unknown type ${typeName}`)
      const defs = type.getFields()
      for (const [fieldName, fn] of Object.entries(fields)) {
        const field = defs[fieldName]
        if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`)
        field.resolve = fn
      }
    }
  }
  return schema
}

/** The server's SDL text. */
export function readServerSdl(path = SCHEMA_PATH): string {
  return readFileSync(path, 'utf8')
}
