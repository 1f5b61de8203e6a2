import type { ItemType } from '../../gql/graphql';

/** An item's type in the lower case that labels, slots and `requestedType` use (CSF_MX → csf_mx). */
export const typeCode = (item: { type: ItemType }) => item.type.toLowerCase() as Lowercase<ItemType>;
