import { Router, type Response } from 'express';
import type { Company } from '../domain/company/company';
import { companyByTag, companyOf, SECTIONS, type Section } from '../domain/company/company.service';
import type { Deps } from '../domain/context';
import { notFound } from '../domain/errors';
import type { Verification } from '../domain/verifications/verification';
import { callerOf } from './auth';

const isSection = (s: string): s is Section => (SECTIONS as readonly string[]).includes(s);
const meta = (v: Verification) => ({ id: v.id, tag: v.tag, status: v.status });

/** The v2 envelope of compat-notes 6.1. */
function sendSection(res: Response, v: Verification, company: Company, section: string): void {
  if (!isSection(section)) throw notFound('Section');
  res.json({ success: true, data: company[section], meta: { section, verification: meta(v) } });
}

/** Read-outs (spec 2.6–2.8): v2 sections by verification or tag, and the unversioned people/shareholders. */
export function companyRoutes(deps: Deps, r: Router = Router()): Router {
  r.get('/v2/verifications/:id/:section', async (req, res) => {
    if (!isSection(req.params.section)) throw notFound('Section');
    const { verification, company } = await companyOf(deps, callerOf(res), req.params.id);
    sendSection(res, verification, company, req.params.section);
  });
  r.get('/v2/companies/:tag/:section', async (req, res) => {
    if (!isSection(req.params.section)) throw notFound('Section');
    const { verification, company } = await companyByTag(deps, callerOf(res), req.params.tag);
    sendSection(res, verification, company, req.params.section);
  });
  // Spec 2.7 and 2.8: the older shapes, with `verification` beside the data.
  r.get('/verifications/:id/people', async (req, res) => {
    const { verification, company } = await companyOf(deps, callerOf(res), req.params.id);
    res.json({ data: company.people, verification: meta(verification) });
  });
  r.get('/verifications/:id/shareholders', async (req, res) => {
    const { verification, company } = await companyOf(deps, callerOf(res), req.params.id);
    res.json({ ...company.shareholders, verification: meta(verification) });
  });
  r.get('/companies/:tag/people', async (req, res) => {
    const { verification, company } = await companyByTag(deps, callerOf(res), req.params.tag);
    res.json({ data: company.people, verification: meta(verification) });
  });
  r.get('/companies/:tag/shareholders', async (req, res) => {
    const { verification, company } = await companyByTag(deps, callerOf(res), req.params.tag);
    res.json({ ...company.shareholders, verification: meta(verification) });
  });
  return r;
}
