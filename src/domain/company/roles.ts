/** Roles people hold in the company, read from the actas (administrators, apoderados, shareholders). */
import type { Power, Role } from './company';

/** A role with when its deed took effect, to tell which event is the latest. */
export interface DatedRole {
  role: Role;
  /** The assembly's date, else the deed's (ISO); '' when unknown. */
  at: string;
  /** Order of reading (document order, then order within the document): breaks date ties. */
  seq: number;
}

export const BOARD_ROLES = [
  'administrador_unico',
  'presidente',
  'secretario',
  'tesorero',
  'vocal',
  'consejero',
  'gerente',
];

export function groupOf(roleName: string): Role['group_name'] {
  if (roleName === 'apoderado') return 'proxies';
  if (roleName === 'comisario') return 'auditors';
  if (roleName === 'accionista') return 'shareholders';
  return roleName === 'gerente' ? 'executives' : 'board_members';
}

const POWER_LABELS: Record<string, string> = {
  pleitos_y_cobranzas: 'pleitos y cobranzas',
  actos_de_administracion: 'actos de administración',
  actos_de_administracion_laboral: 'actos de administración en materia laboral',
  actos_de_dominio: 'actos de dominio',
  titulos_de_credito: 'títulos de crédito',
  cuentas_bancarias: 'cuentas bancarias',
  otorgar_poderes: 'otorgar y revocar poderes',
};

export interface ApoderadoEntry {
  name: string;
  powers?: unknown;
  signature?: unknown;
  limits?: unknown;
  revoked?: unknown;
}

export function powersOf(entry: ApoderadoEntry): Power[] {
  const names = Array.isArray(entry.powers) ? entry.powers.filter((p) => typeof p === 'string') : [];
  const limits = typeof entry.limits === 'string' && entry.limits.trim() ? entry.limits : null;
  const signature = entry.signature === 'individual' || entry.signature === 'joint' ? entry.signature : null;
  return names.map((power_name) => ({
    power_name,
    signature_type: signature,
    has_limits: limits !== null,
    limits_description: limits,
  }));
}

/** "pleitos y cobranzas, actos de administración; firma individual; con limitaciones" (spec 2.7 `overall`). */
export function powersSummary(powers: Power[]): { overall: string } | null {
  if (powers.length === 0) return null;
  const signature = powers[0]!.signature_type;
  const parts = [
    powers.map((p) => POWER_LABELS[p.power_name] ?? p.power_name.replace(/_/g, ' ')).join(', '),
    ...(signature ? [signature === 'joint' ? 'firma mancomunada' : 'firma individual'] : []),
    ...(powers.some((p) => p.has_limits) ? ['con limitaciones'] : []),
  ];
  return { overall: parts.join('; ') };
}

const byTime = (a: DatedRole, b: DatedRole) => a.at.localeCompare(b.at) || a.seq - b.seq;

/** The grants of powers still in force: those after the person's last revocation. */
export function grantsInForce(roles: DatedRole[]): Role[] {
  const proxies = roles.filter((r) => r.role.role_name === 'apoderado').sort(byTime);
  const lastRemoval = proxies.map((r) => r.role.event).lastIndexOf('removal');
  return proxies.slice(lastRemoval + 1).map((r) => r.role);
}

/** Role names whose latest event is not a removal. */
export function rolesInForce(roles: DatedRole[]): string[] {
  const latest = new Map<string, Role['event']>();
  for (const r of [...roles].sort(byTime)) {
    if (r.role.event !== 'mentioned' || !latest.has(r.role.role_name))
      latest.set(r.role.role_name, r.role.event);
  }
  return [...latest].filter(([, event]) => event !== 'removal').map(([name]) => name);
}

const MAIN_ROLE_ORDER = [
  'administrador_unico',
  'apoderado',
  ...BOARD_ROLES.slice(1),
  'comisario',
  'accionista',
];

/** The role a person is listed with: the first in force by importance, else the last one they held. */
export function mainRole(roles: DatedRole[]): string | null {
  const inForce = new Set(rolesInForce(roles));
  if (grantsInForce(roles).length === 0) inForce.delete('apoderado');
  const main = MAIN_ROLE_ORDER.find((r) => inForce.has(r));
  return main ?? [...roles].sort(byTime).at(-1)?.role.role_name ?? null;
}

/**
 * The board as the actas tell it, replayed in date order: each (person, role) with its latest event,
 * so an assembly's additions, removals and ratifications override the constitution's appointments.
 */
export function boardReplay(
  people: { people_id: number; names: string; roles: DatedRole[] }[],
): { name: string; event: string; role: string; people_id: number }[] {
  const events = people
    .flatMap((p) => p.roles.map((r) => ({ p, r })))
    .filter(({ r }) => BOARD_ROLES.includes(r.role.role_name))
    .sort((a, b) => byTime(a.r, b.r));
  const board = new Map<string, { name: string; event: string; role: string; people_id: number }>();
  for (const { p, r } of events) {
    const key = `${p.people_id}:${r.role.role_name}`;
    const seen = board.get(key);
    if (seen && r.role.event === 'mentioned') continue;
    board.set(key, { name: p.names, event: r.role.event, role: r.role.role_name, people_id: p.people_id });
  }
  return [...board.values()];
}
