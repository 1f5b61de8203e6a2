/** The `people` read-out (spec 2.7, compat-notes 6.1): everyone the documents name, merged by name. */
import { comparePersonNames, normalizeBusinessName } from '../mx/names';
import type { Verification } from '../verifications/verification';
import type { People, Person, Role } from './company';
import { text, type Doc } from './precedence';
import {
  boardReplay,
  grantsInForce,
  groupOf,
  mainRole,
  powersOf,
  powersSummary,
  type ApoderadoEntry,
  type DatedRole,
} from './roles';
import { sourceOf } from './sourced';

const ACTAS = ['ac_mx', 'aa_mx', 'pw_mx'];

/** One person as a document names them, with the role it gives them, if any. */
interface Mention {
  name: string;
  role?: Omit<Role, 'id'> & { at: string };
  identity?: Pick<Person, 'id_number' | 'id_type' | 'identity'>;
  requested?: boolean;
}

interface Draft {
  person: Person;
  aliases: string[];
  roles: DatedRole[];
}

const list = <T>(doc: Doc, path: string): T[] => {
  const v = doc.fields[path]?.value;
  return Array.isArray(v) ? v.filter((e): e is T => typeof (e as { name?: unknown })?.name === 'string') : [];
};

function actaMentions(doc: Doc): Mention[] {
  const at = text(doc, 'assembly.date') ?? text(doc, 'deed.date') ?? '';
  const role = (path: string, role_name: string, event: Role['event'], powers: Role['powers'] = []) => ({
    role_name,
    group_name: groupOf(role_name),
    event,
    powers,
    powers_summary: powersSummary(powers),
    source: sourceOf(doc, doc.fields[path]),
    at,
  });
  type Named = { name: string; role: string; event?: Role['event'] };
  const events = list<Named>(doc, 'board_events');
  // In an assembly the board events say what happened; its administrators list restates the result.
  const restated = list<Named>(doc, 'administrators').filter(
    (a) => !events.some((e) => e.name === a.name && e.role === a.role),
  );
  const initial = doc.type === 'aa_mx' ? 'mentioned' : 'addition';
  return [
    ...events.map((e) => ({ name: e.name, role: role('board_events', e.role, e.event ?? 'mentioned') })),
    ...restated.map((a) => ({ name: a.name, role: role('administrators', a.role, initial) })),
    ...list<ApoderadoEntry>(doc, 'apoderados').map((a) => ({
      name: a.name,
      role: role('apoderados', 'apoderado', a.revoked === true ? 'removal' : 'addition', powersOf(a)),
    })),
    ...list<{ name: string }>(doc, 'shareholders').map((s) => ({
      name: s.name,
      role: role('shareholders', 'accionista', 'mentioned'),
    })),
  ];
}

function idHolder(doc: Doc): Mention[] {
  const name = text(doc, 'person.full_name');
  if (!name) return [];
  const curp = text(doc, 'person.curp');
  const person_id = {
    description: `${text(doc, 'document.id_type') ?? doc.type}${curp ? ` - ${curp}` : ''}`,
    address: text(doc, 'address.full'),
    due_date: doc.fields['document.valid_until']?.value ?? null,
    extra_fields: { curp, rfc: null },
    source: sourceOf(doc, doc.fields['person.full_name']),
  };
  return [{ name, identity: { id_number: curp, id_type: curp ? 'curp' : null, identity: { person_id } } }];
}

function mentions(verification: Verification, docs: Doc[]): { doc: Doc | null; found: Mention[] }[] {
  return [
    ...docs.map((doc) => ({
      doc,
      found: ACTAS.includes(doc.type) ? actaMentions(doc) : doc.type === 'person_id' ? idHolder(doc) : [],
    })),
    { doc: null, found: verification.keyPeople.map((k) => ({ name: k.names, requested: true })) },
  ];
}

const newPerson = (people_id: number, names: string): Person => ({
  people_id,
  names,
  type: normalizeBusinessName(names).legalForm ? 'business' : 'person',
  id_number: null,
  id_type: null,
  roles: [],
  requested: false,
  identity: null,
});

/** Same person when any name they were given compares as a match or a probable match. */
function merge(verification: Verification, docs: Doc[]): Draft[] {
  const drafts: Draft[] = [];
  let seq = 0;
  for (const { doc, found } of mentions(verification, docs)) {
    let n = 0;
    for (const m of found) {
      let draft = drafts.find((d) => d.aliases.some((a) => comparePersonNames(a, m.name) !== 'no_match'));
      if (!draft) {
        draft = { person: newPerson(drafts.length + 1, m.name), aliases: [], roles: [] };
        drafts.push(draft);
      }
      if (!draft.aliases.includes(m.name)) draft.aliases.push(m.name);
      if (m.requested) draft.person.requested = true;
      if (m.identity && draft.person.identity === null) Object.assign(draft.person, m.identity);
      if (m.role && doc) {
        const { at, ...role } = m.role;
        const dated = { role: { id: `r${doc.item.id}-${++n}`, ...role }, at, seq: ++seq };
        draft.roles.push(dated);
        draft.person.roles.push(dated.role);
      }
    }
  }
  return drafts;
}

/** The person's powers in force, one summary per grant. */
function powersInForce(d: Draft): { overall: string } | null {
  const summaries = grantsInForce(d.roles)
    .map((r) => r.powers_summary?.overall)
    .filter((s): s is string => !!s);
  return summaries.length ? { overall: summaries.join(' | ') } : null;
}

const roleName = (d: Draft) => mainRole(d.roles) ?? (d.person.requested ? 'key_person' : 'id_holder');

export function people(verification: Verification, docs: Doc[]): People {
  const drafts = merge(verification, docs);
  const holdsPowers = (d: Draft) =>
    grantsInForce(d.roles).length > 0 || mainRole(d.roles) === 'administrador_unico';
  return {
    key_people: drafts
      .filter((d) => d.person.requested || holdsPowers(d))
      .map((d) => ({ ...d.person, role: roleName(d), powers: powersInForce(d) })),
    full_list: drafts.map((d) => ({
      names: d.person.names,
      role: roleName(d),
      people_id: d.person.people_id,
    })),
    board_members: boardReplay(drafts.map((d) => ({ ...d.person, roles: d.roles }))),
  };
}

/** The people_id of the person a name refers to (a shareholder, a signatory), if any. */
export function peopleIdOf(result: People, name: string): number | null {
  const all = [...result.key_people, ...result.full_list];
  return all.find((p) => comparePersonNames(p.names, name) !== 'no_match')?.people_id ?? null;
}
