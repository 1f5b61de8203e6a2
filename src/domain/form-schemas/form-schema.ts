export interface FormSchema {
  /** The UUID: the global id of GraphQL's Node; REST addresses a schema by `idSchema`. */
  id: string;
  idSchema: string;
  accountId: string;
  name: string;
  uiSchemaDefinition: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}
