import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import type { Company, Field, Person, Power, Role } from '../src/domain/company/company';
import { TemplateError } from '../src/domain/export/errors';
import { pdfConverter } from '../src/infra/export/libreoffice';
import { checkTemplate, renderDocx } from '../src/domain/export/render';
import { exportVariables, VARIABLE_CATALOGUE, type KeyPersonChoice } from '../src/domain/export/variables';
import { buildDocx, DICTAMEN, docxText } from './helpers/docx';

const f = <T>(value: T): Field => ({ value, source: null, validations: [] });

const power = (
  power_name: string,
  signature_type: Power['signature_type'],
  limits: string | null = null,
): Power => ({
  power_name,
  signature_type,
  has_limits: limits !== null,
  limits_description: limits,
});

const aRole = (overrides: Partial<Role> & Pick<Role, 'id' | 'role_name'>): Role => ({
  group_name: 'proxies',
  event: 'addition',
  powers: [],
  powers_summary: null,
  source: null,
  ...overrides,
});

/** An apoderada with broad powers: dominio and títulos de crédito only jointly, dominio capped. */
const maria: Person = {
  people_id: 1,
  names: 'MARÍA FERNANDA LÓPEZ RUIZ',
  type: 'person',
  id_number: 'LORM850101MQTPZR09',
  id_type: 'curp',
  requested: true,
  identity: null,
  roles: [
    {
      ...aRole({ id: 'r-10-1', role_name: 'apoderado' }),
      duration: 'Indefinida',
      powers: [
        power('pleitos_y_cobranzas', 'individual'),
        power('actos_de_administracion', 'individual'),
        power('actos_de_dominio', 'joint', 'Hasta $500,000.00 M.N. por operación'),
        power('titulos_de_credito', 'joint'),
        power('cuentas_bancarias', 'individual'),
      ],
      powers_summary: {
        overall: 'Poder general para pleitos y cobranzas, actos de administración y de dominio',
      },
    } as Role,
  ],
};

/** The board's president, also an apoderado for lawsuits and labour matters only. */
const jorge: Person = {
  people_id: 2,
  names: 'JORGE ALBERTO PÉREZ GARZA',
  type: 'person',
  id_number: 'PEGJ780512HNLRRR04',
  id_type: 'curp',
  requested: true,
  identity: null,
  roles: [
    aRole({ id: 'r-10-2', role_name: 'presidente', group_name: 'board_members' }),
    aRole({
      id: 'r-10-3',
      role_name: 'apoderado',
      powers: [
        power('pleitos_y_cobranzas', 'individual'),
        power('actos_de_administracion_laboral', 'individual'),
      ],
    }),
  ],
};

const shareholder = (name: string, people_id: number | null) => ({
  name,
  share_percentage: 100 / 3,
  shares: 1000,
  series: 'A',
  total_value: 100000,
  currency: 'MXN',
  people_id,
});

/** A S.A. de C.V. from Querétaro with three equal shareholders and two apoderados. */
function aCompany(): Company {
  return {
    details: {
      verification: {
        id: '6a1f3c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
        tag: 'cliente-1234',
        tax_id: 'GIB180314AB1',
        status: 'completed',
        created_at: '2024-06-01T16:20:00.000Z',
      },
      legal: {
        business_name: f('GRUPO INDUSTRIAL DEL BAJÍO'),
        business_type: f('S.A. de C.V.'),
        business_folio_number: f('N-2018012345'),
        business_duration: f('99 años'),
        business_expiry_date: f('2117-03-14'),
        business_legal_address: f('Santiago de Querétaro, Querétaro'),
        business_creditor_ability: f(true),
        business_asset_pledging: f(true),
        business_guarantor_ability: f(false),
        latest_acta_date: f('2023-06-30'),
        corporate_purpose: f({
          full_text:
            'La sociedad tendrá por objeto la fabricación, ensamble y comercialización de autopartes…',
          summary: 'Fabricación y comercialización de autopartes',
        }),
      },
      registration: {
        has_constitutive: f(true),
        business_name: f('GRUPO INDUSTRIAL DEL BAJÍO'),
        acta_number: f('45,678'),
        notary_number: f('12'),
        notary_name: f('LIC. ROBERTO MÉNDEZ SOTO'),
        business_type: f('S.A. de C.V.'),
        folio_number: f('N-2018012345'),
        folio_date: f('2018-04-02'),
        folio_inscription_date: f('2018-04-20'),
        city: f('Santiago de Querétaro'),
        state: f('Querétaro'),
        registration_date: f('2018-03-14'),
      },
      tax: {
        has_constancia: f(true),
        business_name: f('GRUPO INDUSTRIAL DEL BAJIO'),
        business_type: f('SOCIEDAD ANONIMA DE CAPITAL VARIABLE'),
        business_tax_id: f('GIB180314AB1'),
        business_main_activity: f([
          {
            order: 1,
            economic_activity: 'Fabricación de otras partes para vehículos automotrices',
            percentage: 70,
            date: '2018-05-02',
          },
          {
            order: 2,
            economic_activity: 'Comercio al por mayor de partes y refacciones nuevas para automóviles',
            percentage: 30,
            date: '2019-01-15',
          },
        ]),
        business_fiscal_status: f('ACTIVO'),
        qr_validation: f(true),
        business_regime: f('Régimen General de Ley Personas Morales'),
        additional_data: f({ qr_status: 'valid' }),
      },
      signatory_validation: {},
      banking: {
        address: f('AV CONSTITUYENTES 1032 INT 4B, JURICA, QUERETARO'),
        entity_name: f('BBVA MEXICO'),
        document_date: f('2024-05-31'),
        document_number: f('0123456789'),
        additional_data: f({ rfc: 'GIB180314AB1', clabe_number: '012680001234567890' }),
      },
      address: {
        business_fiscal_address: f('AVENIDA CONSTITUYENTES 1032 INT 4B, JURICA, 76100 QUERETARO, QUERETARO'),
        business_fiscal_address_disaggregated: f({
          street_type: 'AVENIDA',
          street_name: 'CONSTITUYENTES',
          external_number: '1032',
          internal_number: '4B',
          neighborhood: 'JURICA',
          district: 'QUERETARO',
          state: 'QUERETARO',
          post_code: '76100',
        }),
        business_comercial_address: f('CALLE 5 DE FEBRERO 220, ZONA INDUSTRIAL, 76120 QUERETARO, QUERETARO'),
        business_comercial_address_disaggregated: f({
          street_type: 'CALLE',
          street_name: '5 DE FEBRERO',
          external_number: '220',
          internal_number: null,
          neighborhood: 'ZONA INDUSTRIAL',
          district: 'QUERETARO',
          state: 'QUERETARO',
          post_code: '76120',
        }),
      },
    },
    people: {
      key_people: [
        { ...maria, role: 'apoderado', powers: maria.roles[0]!.powers_summary },
        { ...jorge, role: 'presidente', powers: null },
      ],
      full_list: [
        { names: maria.names, role: 'apoderado', people_id: 1 },
        { names: jorge.names, role: 'presidente', people_id: 2 },
      ],
      board_members: [
        { name: jorge.names, event: 'addition', role: 'presidente', people_id: 2 },
        { name: 'ANA SOFÍA GARZA TREVIÑO', event: 'addition', role: 'secretario', people_id: 3 },
        { name: 'LUIS MIGUEL RAMOS ORTIZ', event: 'addition', role: 'tesorero', people_id: 4 },
      ],
    },
    shareholders: {
      shareholders: [
        shareholder(maria.names, 1),
        shareholder(jorge.names, 2),
        shareholder('INVERSIONES QRO, S.A.P.I. DE C.V.', 5),
      ],
      capital: { total_value: 300000, fixed_value: 50000, variable_value: 250000, currency: 'MXN' },
      source: null,
      shareholders_unavailable_reason: null,
      validations: [],
    },
    documents: { documents: [] },
    sources: { sources: [] },
  };
}

const request = (): KeyPersonChoice[] => [
  { key: 'key_person_1', person: maria, role: maria.roles[0]! },
  { key: 'key_person_2', person: jorge, role: jorge.roles[1]! },
];

const NOW = new Date('2024-06-15T18:00:00.000Z');

const render = (paragraphs: string[]) =>
  renderDocx(buildDocx(paragraphs), exportVariables(aCompany(), request(), NOW));

const templateError = (fn: () => unknown): TemplateError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof TemplateError) return err;
    throw err;
  }
  throw new Error('expected a TemplateError');
};

describe('export rendering of a real-world dictamen', () => {
  const { bytes, unfilled } = render(DICTAMEN);
  const text = docxText(bytes);

  it('produces a DOCX that opens again, with every tag filled or listed as rendered empty', () => {
    const zip = new PizZip(bytes);
    expect(zip.file('word/document.xml')).not.toBeNull();
    expect(zip.file('[Content_Types].xml')).not.toBeNull();
    // The company has no interior number, and each person lacks one of the powers the form marks.
    expect(unfilled).toEqual([
      'comercialAddressInternalNumber',
      'key_person_1_power_delegate_x_mark',
      'key_person_2_power_assets_management_x_mark',
    ]);
    expect(text).not.toMatch(/[{}]/);
  });

  it('fills the company, registration, tax, address, banking and verification families', () => {
    expect(text).toContain('DICTAMEN JURÍDICO — GRUPO INDUSTRIAL DEL BAJÍO, S.A. de C.V.');
    expect(text).toContain(
      'Fecha: 2024-06-15. Verificación 6a1f3c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b (cliente-1234)',
    );
    expect(text).toContain('Objeto: Fabricación y comercialización de autopartes.');
    expect(text).toContain('Acreedora: true; gravar activos: true; garante: false.');
    expect(text).toContain('escritura 45,678 de 2018-03-14 ante el notario 12, LIC. ROBERTO MÉNDEZ SOTO');
    expect(text).toContain('RFC GIB180314AB1, situación ACTIVO');
    expect(text).toContain(
      '1. Fabricación de otras partes para vehículos automotrices (70%)\n' +
        '2. Comercio al por mayor de partes y refacciones nuevas para automóviles (30%)',
    );
    expect(text).toContain(
      'Actividad 2: Comercio al por mayor de partes y refacciones nuevas para automóviles — 30%',
    );
    expect(text).toContain(
      'AVENIDA CONSTITUYENTES 1032 int. 4B, col. JURICA, QUERETARO, QUERETARO, C.P. 76100',
    );
    expect(text).toContain('Domicilio comercial: CALLE 5 DE FEBRERO 220, col. ZONA INDUSTRIAL');
    expect(text).toContain('CLABE 012680001234567890, RFC GIB180314AB1');
  });

  it('numbers the apoderados from 1 in the order of the request, with their own powers', () => {
    expect(text).toContain('Apoderado 1: MARÍA FERNANDA LÓPEZ RUIZ (MARÍA FERNANDA LÓPEZ RUIZ), apoderado');
    expect(text).toContain('[X] Actos de administración (individual) Indefinida');
    expect(text).toContain('[X] Dominio (joint), limitado: true, Hasta $500,000.00 M.N. por operación');
    expect(text).toContain('[X] Títulos de crédito [X] Cuentas [X] Pleitos [] Delegar');
    expect(text).toContain('Apoderado 2: JORGE ALBERTO PÉREZ GARZA, apoderado, CURP PEGJ780512HNLRRR04');
    expect(text).toContain(
      '[X] Actos de administración en materia laboral [] Dominio [X] Pleitos (individual)',
    );
  });

  it('shows conditional sections only for held powers and inverted ones only for missing powers', () => {
    expect(text).toContain('Puede ejercer actos de dominio.');
    expect(text).toContain('No puede otorgar poderes.');
    expect(text).toContain('Sin actos de dominio.');
  });

  it('repeats the shareholders (two decimals), board and key people loops', () => {
    expect(text).toContain('Accionista principal: MARÍA FERNANDA LÓPEZ RUIZ (33.33%)');
    expect(text).toContain('1. MARÍA FERNANDA LÓPEZ RUIZ: 1000 acciones, 33.33%, 100,000.00 MXN');
    expect(text).toContain('3. INVERSIONES QRO, S.A.P.I. DE C.V.: 1000 acciones, 33.33%, 100,000.00 MXN');
    expect(text).toContain('Consejo 0: JORGE ALBERTO PÉREZ GARZA, presidente');
    expect(text).toContain('Consejo 2: LUIS MIGUEL RAMOS ORTIZ, tesorero');
    expect(text).toContain('Persona clave: JORGE ALBERTO PÉREZ GARZA (presidente)');
    expect(text).not.toMatch(/\{#|\{\//);
  });
});

describe('export variables', () => {
  const vars = exportVariables(aCompany(), request(), NOW);

  /** `key_person_2_role` → `key_person_N_role`; loop rows → `loop[].field`. */
  const documentedNames = (variables: Record<string, unknown>): string[] =>
    Object.entries(variables).flatMap(([key, value]) => {
      const name = key
        .replace(/^key_person_\d+/, 'key_person_N')
        .replace(/^shareholder_\d+_/, 'shareholder_<i>_');
      if (!Array.isArray(value)) return [name];
      return [name, ...value.flatMap((row: object) => Object.keys(row).map((field) => `${name}[].${field}`))];
    });

  it('are all documented in VARIABLE_CATALOGUE, and the catalogue lists nothing they lack', () => {
    const produced = new Set(documentedNames(vars));
    const catalogued = new Set(VARIABLE_CATALOGUE.map((e) => e.name));
    expect([...produced].filter((n) => !catalogued.has(n))).toEqual([]);
    expect([...catalogued].filter((n) => !produced.has(n))).toEqual([]);
    expect(VARIABLE_CATALOGUE.every((e) => e.description && e.family)).toBe(true);
  });

  it('are plain values: a missing field is an empty string, booleans stay booleans', () => {
    const company = aCompany();
    company.details.legal.business_expiry_date = null;
    delete company.details.banking.additional_data;
    const sparse = exportVariables(company, [], NOW);
    expect(sparse.legal_business_expiry_date).toBe('');
    expect(sparse.banking_clabe_number).toBe('');
    expect(sparse.legal_business_guarantor_ability).toBe(false);
    expect(sparse.key_person_1).toBeUndefined();
  });

  it('date the export in Mexico City time', () => {
    expect(exportVariables(aCompany(), [], new Date('2024-06-16T03:00:00.000Z')).export_date).toBe(
      '2024-06-15',
    );
  });

  it('leave the power family of an apoderado without it empty', () => {
    expect(vars).toMatchObject({
      key_person_2_power_assets_management_has_power: false,
      key_person_2_power_assets_management_x_mark: '',
      key_person_2_power_assets_management_signature_type: '',
      key_person_2_power_assets_management_power_name: '',
      key_person_2_power_assets_management_duration: '',
    });
  });
});

describe('template checks', () => {
  it('lists the tags a template uses, loops included', () => {
    expect(
      checkTemplate(
        buildDocx([
          '{legal_business_name}',
          '{#shareholders}{name}{/shareholders}',
          '{ legal_business_name }',
        ]),
      ),
    ).toEqual(['legal_business_name', 'shareholders', 'name']);
  });

  it.each([
    ['an unclosed loop', ['{#shareholders}', '{name}'], /loop with tag "shareholders" is unclosed/],
    ['a doubled open brace', ['{{legal_business_name}'], /duplicate open tags/],
    ['a loop end that was never opened', ['texto {/}'], /is unopened/],
    [
      'a closing tag of another loop',
      ['{#shareholders}{name}{/board_members}'],
      /"shareholders" is closed by the tag "board_members"/,
    ],
  ])('when the template has %s, says what is wrong', (_, paragraphs, message) => {
    const err = templateError(() => checkTemplate(buildDocx(paragraphs)));
    expect(err.message).toMatch(/^the template has an error: /);
    expect(err.message).toMatch(message);
    expect(err.problems).toHaveLength(1);
    expect(() => renderDocx(buildDocx(paragraphs), {})).toThrow(TemplateError);
  });

  it('when the template has several errors, lists them all', () => {
    const err = templateError(() => checkTemplate(buildDocx(['{#activities}', '{{tax_business_name}'])));
    expect(err.message).toMatch(/^the template has 2 errors: /);
    expect(err.problems.map((p) => p.id).sort()).toEqual(['duplicate_open_tag', 'unclosed_loop']);
  });

  it('when the file is not a DOCX, says so', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    expect(templateError(() => checkTemplate(pdf)).message).toBe('not a DOCX document');
    const zip = new PizZip();
    zip.file('hello.txt', 'a zip, but not a DOCX');
    const notDocx = zip.generate({ type: 'uint8array' });
    expect(templateError(() => renderDocx(notDocx, {})).message).toBe('not a DOCX document');
  });

  it('refuses templates over 10 MB or with more than 5,000 tags', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const tooBig = templateError(() => checkTemplate(big));
    expect(tooBig.code).toBe('PAYLOAD_TOO_LARGE');
    const many = buildDocx([Array.from({ length: 5001 }, (_, i) => `{v${i}}`).join(' ')]);
    expect(templateError(() => checkTemplate(many)).message).toMatch(/more than 5000 tags/);
  });

  it('refuses raw XML tags, which would let document text inject markup', () => {
    expect(templateError(() => checkTemplate(buildDocx(['{@legal_business_name}']))).message).toMatch(
      /raw XML/,
    );
  });

  it('renders an unknown variable empty and lists it as unfilled', () => {
    const { bytes, unfilled } = render([
      'Razón social: {legal_business_name}; giro: {legal_giro_mercantil}.',
      '{#shareholders}{name} {nacionalidad};{/shareholders}',
      'Apoderado 3: {key_person_3_names}',
    ]);
    expect(docxText(bytes)).toContain('Razón social: GRUPO INDUSTRIAL DEL BAJÍO; giro: .');
    expect(docxText(bytes)).toContain('Apoderado 3: ');
    expect(unfilled).toEqual(['legal_giro_mercantil', 'nacionalidad', 'key_person_3_names']);
  });

  it('lists a variable that rendered empty (blank text, an empty list) among the unfilled', () => {
    const { bytes, unfilled } = renderDocx(
      buildDocx([
        'Razón social: {legal_business_name}; nombre comercial: {trade_name}.',
        'Socios:{#shareholders} {name};{/shareholders} fin.',
        'Actividad: {activity}',
      ]),
      {
        legal_business_name: 'GRUPO INDUSTRIAL DEL BAJÍO',
        trade_name: '   ',
        shareholders: [],
        activity: '',
      },
    );
    expect(docxText(bytes)).toContain('Razón social: GRUPO INDUSTRIAL DEL BAJÍO; nombre comercial:    .');
    expect(docxText(bytes)).toContain('Socios: fin.');
    expect(unfilled).toEqual(['trade_name', 'shareholders', 'activity']);
  });
});

describe('PDF conversion', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bvs-pdf-test-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A stand-in for soffice: logs its arguments and writes `<outdir>/<input>.pdf`. */
  function fakeSoffice(body: string): string {
    const file = path.join(scratch, `soffice-${Math.random().toString(36).slice(2)}`);
    writeFileSync(file, `#!/bin/sh\n${body}\n`);
    chmodSync(file, 0o755);
    return file;
  }

  it('when LibreOffice is not on the PATH, reports it unavailable and refuses to convert', async () => {
    const converter = pdfConverter({ searchPath: scratch });
    expect(converter.available).toBe(false);
    await expect(converter.convert(buildDocx(['x']))).rejects.toThrow(/LibreOffice/);
  });

  it('runs LibreOffice headless with a private profile and cleans its temp dir up', async () => {
    const log = path.join(scratch, 'args.log');
    const soffice = fakeSoffice(
      `printf '%s\\n' "$@" > '${log}'\n` +
        'while [ $# -gt 1 ]; do [ "$1" = --outdir ] && out="$2"; shift; done\n' +
        'mkdir -p "$out" && printf "%%PDF-1.4 fake" > "$out/$(basename "$1" .docx).pdf"',
    );
    const pdf = await pdfConverter({ libreOfficePath: soffice }).convert(buildDocx(['x']));
    expect(Buffer.from(pdf).toString()).toBe('%PDF-1.4 fake');
    const args = readFileSync(log, 'utf8').trim().split('\n');
    expect(args).toEqual(expect.arrayContaining(['--headless', '--convert-to', 'pdf', '--outdir']));
    const profile = args.find((a) => a.startsWith('-env:UserInstallation=file://'));
    expect(profile).toBeDefined();
    const input = args[args.length - 1]!;
    expect(profile).toContain(path.dirname(input));
    expect(existsSync(path.dirname(input))).toBe(false);
  });

  it('when LibreOffice fails or hangs, rejects with the reason', async () => {
    const failing = fakeSoffice('echo "source file could not be loaded" >&2; exit 1');
    await expect(pdfConverter({ libreOfficePath: failing }).convert(buildDocx(['x']))).rejects.toThrow(
      /exit 1\): source file could not be loaded/,
    );
    const silent = fakeSoffice('exit 0');
    await expect(pdfConverter({ libreOfficePath: silent }).convert(buildDocx(['x']))).rejects.toThrow(
      /produced no PDF/,
    );
    const hanging = fakeSoffice('sleep 30');
    await expect(
      pdfConverter({ libreOfficePath: hanging, timeoutMs: 300 }).convert(buildDocx(['x'])),
    ).rejects.toThrow(/timed out/);
  });

  const real = pdfConverter({
    libreOfficePath: process.env.LIBREOFFICE_PATH,
    searchPath: process.env.PATH,
  });
  const withLibreOffice = real.available ? it : it.skip;
  withLibreOffice(
    real.available
      ? 'converts the rendered dictamen with the installed LibreOffice'
      : 'converts the rendered dictamen with the installed LibreOffice (skipped: soffice/libreoffice not on PATH)',
    async () => {
      const pdf = await real.convert(render(DICTAMEN).bytes);
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    },
  );
});
