export interface FormSchema {
  idSchema: string;
  accountId: string;
  name: string;
  uiSchemaDefinition: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}
