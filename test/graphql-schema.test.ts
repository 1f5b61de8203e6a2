import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '../src/graphql/server';
import { ENUM_VALUES } from '../src/resolvers/enums';

const schema: GraphQLSchema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
const ownTypes = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Every schema element a front end reads, named as `Type`, `Type.field`, `Type.field(arg)`, `Enum.VALUE`. */
function undescribed(): string[] {
  const missing: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of ownTypes) {
    if (isScalarType(type) && BUILT_IN_SCALARS.has(type.name)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    } else if (isUnionType(type)) {
      continue;
    }
  }
  return missing;
}

describe('the GraphQL schema', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(undescribed()).toEqual([]);
  });

  it('keeps no placeholder field and no unused type', () => {
    expect(schema.getMutationType()?.getFields()._empty).toBeUndefined();
    expect(schema.getType('FieldIssue')).toBeUndefined();
  });

  it('maps every enum value to a domain string, and no value the schema lacks', () => {
    expect(
      ownTypes
        .filter(isEnumType)
        .map((t) => t.name)
        .sort(),
    ).toEqual(Object.keys(ENUM_VALUES).sort());
    for (const [name, map] of Object.entries(ENUM_VALUES)) {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
      expect([name, Object.keys(map).sort()]).toEqual([
        name,
        type
          .getValues()
          .map((v) => v.name)
          .sort(),
      ]);
    }
  });

  it('gives every deprecated field a reason naming what to use instead', () => {
    for (const type of ownTypes) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason === undefined || field.deprecationReason === null) continue;
        expect(`${type.name}.${field.name}: ${field.deprecationReason}`).toMatch(/: Use \w+/);
      }
    }
  });
});
