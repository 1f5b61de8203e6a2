import { Router } from 'express';
import type { Deps } from '../domain/context';
import type { Finding } from '../domain/verifications/findings/finding';
import type { AuditEntry } from '../domain/verifications/findings/finding.repository';
import * as findings from '../domain/verifications/findings/findings.service';
import * as verifications from '../domain/verifications/verification.service';
import { accountOf } from './auth';
import { itemPresenter, verificationJson } from './presenters';

/** A finding as REST answers it (`Finding` in the OpenAPI document). */
export const findingJson = (f: Finding) => ({
  id: f.id,
  code: f.code,
  severity: f.severity,
  status: f.status,
  message: f.message,
  item_id: f.itemId,
  item_type: f.itemType,
  field: f.field,
  evidence: f.evidence,
  created_at: f.createdAt.toISOString(),
  resolved_at: f.resolvedAt?.toISOString() ?? null,
  resolved_by: f.resolvedBy,
  reason: f.reason,
});

const auditJson = (e: AuditEntry) => ({ ...e, at: e.at.toISOString() });

/** Findings, the decision, the audit trail and replacement requests (issue 18). */
export function findingRoutes(deps: Deps, r: Router = Router()): Router {
  r.get('/verifications/:id/findings', async (req, res) => {
    const { verification: v, findings: list } = await findings.listFindings(
      deps,
      accountOf(res),
      req.params.id,
    );
    res.json({
      success: true,
      data: { findings: list.map(findingJson) },
      meta: { section: 'findings', verification: { id: v.id, tag: v.tag, status: v.status } },
    });
  });
  r.post('/verifications/:id/findings/:findingId/resolve', async (req, res) => {
    const { id, findingId } = req.params;
    const closed = await findings.resolveFinding(deps, accountOf(res), id, findingId, req.body ?? {});
    res.json({ success: true, data: findingJson(closed) });
  });
  r.put('/verifications/:id/decision', async (req, res) => {
    await findings.setDecision(deps, accountOf(res), req.params.id, req.body ?? {});
    const view = await verifications.getVerification(deps, accountOf(res), req.params.id);
    res.json({ success: true, data: verificationJson(deps, view) });
  });
  r.get('/verifications/:id/audit', async (req, res) => {
    const { entries } = await findings.auditOf(deps, accountOf(res), req.params.id);
    res.json({ success: true, data: { entries: entries.map(auditJson) } });
  });
  r.post('/verification-items/:id/request-replacement', async (req, res) => {
    const item = await findings.requestReplacement(deps, accountOf(res), req.params.id, req.body ?? {});
    res.json({ success: true, data: itemPresenter(deps)(item) });
  });
  return r;
}
