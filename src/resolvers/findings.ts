import { requireAccount, type Caller } from '../domain/context';
import { withPaths, underArgument } from '../domain/shared/issue-paths';
import * as findings from '../domain/verifications/findings/findings.service';
import * as verifications from '../domain/verifications/verification.service';
import { enumValue } from './enums';
import type { Resolvers } from './types.generated';

/** Findings and the audit trail are the customer's: an end client's token reads none. */
const forAccount = <T>(caller: Caller, read: (c: ReturnType<typeof requireAccount>) => Promise<T[]>) =>
  caller.kind === 'account' ? read(caller) : Promise.resolve([] as T[]);

/** Issue 18 on GraphQL: findings, the decision, the audit trail and staff actions. */
export const findingResolvers: Resolvers = {
  Verification: {
    decision: (v) => (v.decision === null ? null : enumValue('Decision', v.decision)),
    decisionReason: (v) => v.decisionReason,
    findingsSummary: (v) => v.findingsSummary,
    findings: (v, _a, { deps, caller }) =>
      forAccount(caller, async (c) => (await findings.listFindings(deps, c, v.id)).findings),
    audit: (v, _a, { deps, caller }) =>
      forAccount(caller, async (c) => (await findings.auditOf(deps, c, v.id)).entries),
  },
  VerificationItem: {
    replacementRequested: (i) => i.replacementRequestedAt !== null,
    replacementReason: (i) => i.replacementReason,
  },
  Finding: {
    severity: (f) => enumValue('FindingSeverity', f.severity),
    status: (f) => enumValue('FindingStatus', f.status),
    itemId: (f) => (f.itemId === null ? null : String(f.itemId)),
    resolvedBy: (f) => f.resolvedBy,
  },
  Actor: {
    type: (a) => enumValue('ActorType', a.type),
  },
  AuditEntry: {
    targetType: (e) => e.target.type,
    targetId: (e) => (e.target.id === null ? null : String(e.target.id)),
  },
  Mutation: {
    resolveFinding: async (_p, { input }, { deps, caller }) => {
      const { verificationId, findingId, status, reason } = input;
      const account = requireAccount(caller);
      const finding = await withPaths(underArgument('input'), () =>
        findings.resolveFinding(deps, account, verificationId, findingId, { status, reason }),
      );
      const view = await verifications.getVerification(deps, account, verificationId);
      return { finding, verification: view.verification };
    },
    setVerificationDecision: async (_p, { input }, { deps, caller }) => {
      const { verificationId, decision, reason } = input;
      const account = requireAccount(caller);
      await withPaths(underArgument('input'), () =>
        findings.setDecision(deps, account, verificationId, { decision, reason }),
      );
      return {
        verification: (await verifications.getVerification(deps, account, verificationId)).verification,
      };
    },
    verificationItemReplacementRequest: async (_p, { input }, { deps, caller }) => ({
      item: await withPaths(underArgument('input'), () =>
        findings.requestReplacement(deps, requireAccount(caller), input.itemId, { reason: input.reason }),
      ),
    }),
  },
};
