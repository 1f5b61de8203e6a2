/**
 * The statement the service sends for a read by id (`findVerificationWithItems` in
 * src/domain/verifications/verification.repository.ts): the verification with its items aggregated
 * into one row. The ceiling runs it; the http suite checks, before reporting, that the service still
 * sends exactly this text.
 */
export const READ_BY_ID = `select "v".*, (select coalesce(json_agg(i order by i.item_order), '[]'::json)
        from verification_items i where i.account_id = v.account_id and i.verification_id = v.id) as "items_json" from "verifications" as "v" where "v"."account_id" = $1 and "v"."id" = $2`;
