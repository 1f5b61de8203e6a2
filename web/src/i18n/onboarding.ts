/** The end client's onboarding page. Spanish is the default: the end clients are Mexican companies. */
export const onboarding = {
  'onb.brand': { es: 'Verificación de empresa', en: 'Company verification' },
  'onb.docTitle': { es: 'Verificación de {company}', en: 'Verification of {company}' },
  'onb.skip': { es: 'Ir al contenido', en: 'Skip to content' },
  'onb.footer': {
    es: 'Tus documentos viajan cifrados y solo los ve quien solicitó la verificación.',
    en: 'Your documents travel encrypted and are seen only by whoever requested the verification.',
  },
  'onb.title': { es: 'Verificación de tu empresa', en: 'Your company’s verification' },
  'onb.requestedBy': {
    es: '{account} te pide estos documentos y datos para verificar a tu empresa.',
    en: '{account} asks for these documents and details to verify your company.',
  },
  'onb.progress': { es: '{done} de {total} pasos listos', en: '{done} of {total} steps done' },
  'onb.or': { es: ' o ', en: ' or ' },

  'onb.docs.title': { es: 'Documentos', en: 'Documents' },
  'onb.docs.intro': {
    es: 'Sube cada documento completo y legible. Lo revisamos en cuanto llega y aquí verás el resultado.',
    en: 'Upload each document complete and legible. We check it as soon as it arrives and you will see the result here.',
  },
  'onb.req.replace': { es: 'Reemplazar documento', en: 'Replace document' },
  'onb.req.yourFile': { es: 'tu archivo', en: 'your file' },

  'onb.status.empty': { es: 'Pendiente', en: 'To upload' },
  'onb.status.processing': { es: 'Revisando', en: 'Checking' },
  'onb.status.processing.detail': {
    es: 'Recibimos {file} y lo estamos revisando. Suele tardar menos de un minuto; puedes seguir con lo demás.',
    en: 'We received {file} and are checking it. It usually takes less than a minute; you can carry on meanwhile.',
  },
  'onb.status.pagesRead': {
    es: '{done} de {total} páginas leídas',
    en: '{done} of {total} pages read',
  },
  'onb.status.accepted': { es: 'Aceptado', en: 'Accepted' },
  'onb.status.accepted.detail': {
    es: 'Recibimos {file} y es el documento que se pide.',
    en: 'We received {file} and it is the requested document.',
  },
  'onb.status.review': { es: 'En revisión', en: 'Under review' },
  'onb.status.review.detail': {
    es: 'Recibimos {file}. Una persona del equipo lo revisará y te avisará si hace falta algo.',
    en: 'We received {file}. Someone from the team will review it and let you know if anything is missing.',
  },
  'onb.status.invalidated': { es: 'Se necesita otro documento', en: 'Another document is needed' },
  'onb.status.invalidated.detail': {
    es: 'Un revisor pidió otro archivo en lugar de {file}. Sube una copia nueva.',
    en: 'A reviewer asked for another file instead of {file}. Please upload a new copy.',
  },
  'onb.status.rejected': { es: 'Rechazado', en: 'Not accepted' },
  'onb.status.needsNew': { es: 'Necesitamos otro documento', en: 'We need another document' },
  'onb.status.needsNew.staffReason': { es: 'Motivo: {reason}', en: 'Reason: {reason}' },
  'onb.status.rejected.action': {
    es: 'Puedes subir otro archivo para reemplazarlo.',
    en: 'You can upload another file to replace it.',
  },

  // item_error codes (src/domain/documents) as sentences a person understands.
  'onb.itemError.invalid_document_type': {
    es: 'El archivo parece ser {found}, pero aquí se pide {expected}.',
    en: 'The file looks like {found}, but {expected} is requested here.',
  },
  'onb.itemError.unrecognised': {
    es: 'No reconocimos el archivo como {expected}. Revisa que sea el documento correcto, completo y legible.',
    en: 'We did not recognise the file as {expected}. Check that it is the right document, complete and legible.',
  },
  'onb.itemError.ruleset_validation_failed': {
    es: 'El documento no cumple las condiciones de esta solicitud (por ejemplo, su fecha de emisión).',
    en: 'The document does not meet this request’s conditions (for example, its issue date).',
  },
  'onb.itemError.ruleset_with_reasons': {
    es: 'El documento no cumple las condiciones de esta solicitud: {reasons}.',
    en: 'The document does not meet this request’s conditions: {reasons}.',
  },
  'onb.itemError.classification_failed': {
    es: 'No pudimos reconocer qué documento es. Sube una copia completa y legible.',
    en: 'We could not tell which document this is. Please upload a complete, legible copy.',
  },
  'onb.itemError.password_protected_pdf': {
    es: 'El PDF está protegido con contraseña. Escríbela abajo para que podamos abrirlo.',
    en: 'The PDF is password-protected. Type the password below so we can open it.',
  },
  'onb.itemError.invalid_file_password': {
    es: 'La contraseña no abre el PDF. Revísala e inténtalo de nuevo.',
    en: 'That password does not open the PDF. Check it and try again.',
  },
  'onb.itemError.unsupported_file_type': {
    es: 'Este tipo de archivo no se acepta. Sube un PDF, JPG, PNG o TIFF.',
    en: 'This file type is not accepted. Please upload a PDF, JPG, PNG or TIFF.',
  },
  'onb.itemError.get_input_file_info_failed': {
    es: 'No pudimos obtener el archivo. Súbelo de nuevo desde tu equipo.',
    en: 'We could not fetch the file. Please upload it again from your device.',
  },
  'onb.itemError.processing_failed': {
    es: 'No pudimos procesar el documento. Inténtalo de nuevo; si se repite, sube otra copia.',
    en: 'We could not process the document. Please try again; if it happens again, upload another copy.',
  },
  'onb.itemError.duplicate_document': {
    es: 'Este mismo archivo ya se subió en otro documento. Sube aquí el que corresponde.',
    en: 'This same file was already uploaded for another document. Please upload the right one here.',
  },
  'onb.itemError.validation_failed': {
    es: 'El documento no pasó nuestras verificaciones.',
    en: 'The document did not pass our checks.',
  },
  'onb.itemError.corrupted_file': {
    es: 'El archivo está dañado y no se puede abrir.',
    en: 'The file is damaged and cannot be opened.',
  },
  'onb.itemError.too_many_pages': {
    es: 'El documento tiene demasiadas páginas. Sube solo las páginas que se piden.',
    en: 'The document has too many pages. Please upload only the pages requested.',
  },
  'onb.itemError.image_too_large': {
    es: 'La imagen es demasiado grande. Sube una foto o un escaneo de menor resolución.',
    en: 'The image is too large. Please upload a lower-resolution photo or scan.',
  },
  'onb.itemError.no_text_found': {
    es: 'No encontramos texto en el documento. Sube un escaneo o una foto donde se lea el documento.',
    en: 'We found no text in the document. Please upload a scan or photo where the document can be read.',
  },
  'onb.itemError.ocr_failed': {
    es: 'No pudimos leer el documento. Sube un escaneo o una foto más nítida.',
    en: 'We could not read the document. Please upload a sharper scan or photo.',
  },
  'onb.itemError.other': {
    es: 'No pudimos aceptar este documento.',
    en: 'We could not accept this document.',
  },

  'onb.upload.drop': { es: 'Arrastra tu archivo aquí o', en: 'Drag your file here or' },
  'onb.upload.choose': { es: 'Elegir archivo', en: 'Choose file' },
  'onb.upload.for': { es: 'para {label}', en: 'for {label}' },
  'onb.upload.formats': { es: 'PDF, JPG, PNG o TIFF', en: 'PDF, JPG, PNG or TIFF' },
  'onb.upload.sending': { es: 'Subiendo {file}', en: 'Uploading {file}' },
  'onb.upload.password': { es: 'Contraseña del PDF', en: 'PDF password' },
  'onb.upload.password.submit': { es: 'Abrir con la contraseña', en: 'Open with the password' },
  'onb.upload.password.choose': {
    es: 'Escribe la contraseña y vuelve a elegir el archivo.',
    en: 'Type the password and choose the file again.',
  },
  'onb.upload.error.unsupported_file_type': {
    es: 'Este tipo de archivo no se acepta. Sube un PDF, JPG, PNG o TIFF.',
    en: 'This file type is not accepted. Please upload a PDF, JPG, PNG or TIFF.',
  },
  'onb.upload.error.too_large': {
    es: 'El archivo es demasiado grande. Sube una versión más ligera.',
    en: 'The file is too large. Please upload a smaller version.',
  },
  'onb.upload.error.CONFLICT': {
    es: 'Un revisor ya descartó este mismo archivo. Sube otro documento.',
    en: 'A reviewer already turned down this same file. Please upload another document.',
  },
  'onb.upload.error.FORBIDDEN': {
    es: 'El permiso para subir venció. Vuelve a elegir el archivo.',
    en: 'The upload permission expired. Please choose the file again.',
  },
  'onb.upload.error.invalid': {
    es: 'El archivo está vacío o no se pudo leer.',
    en: 'The file is empty or could not be read.',
  },
  'onb.upload.error.network': {
    es: 'Se perdió la conexión mientras subía el archivo. Inténtalo de nuevo.',
    en: 'The connection dropped while uploading. Please try again.',
  },
  'onb.upload.error.failed': {
    es: 'No pudimos subir el archivo. Inténtalo de nuevo.',
    en: 'We could not upload the file. Please try again.',
  },

  'onb.form.requiredNote': {
    es: 'Los campos marcados con * son obligatorios.',
    en: 'Fields marked with * are required.',
  },
  'onb.form.choose': { es: 'Elige una opción', en: 'Choose an option' },
  'onb.form.chooseCountry': { es: 'Elige un país', en: 'Choose a country' },
  'onb.form.fileChosen': { es: 'Archivo elegido: {file}', en: 'Chosen file: {file}' },
  'onb.form.noFile': { es: 'Ningún archivo elegido', en: 'No file chosen' },
  'onb.form.table.empty': { es: 'Aún no hay filas.', en: 'No rows yet.' },
  'onb.form.table.row': { es: '{table}: fila {n}', en: '{table}: row {n}' },
  'onb.form.table.add': { es: 'Agregar fila a {table}', en: 'Add a row to {table}' },
  'onb.form.table.remove': { es: 'Quitar la fila {n}', en: 'Remove row {n}' },
  'onb.form.submit': { es: 'Enviar formulario', en: 'Send form' },
  'onb.form.resubmit': { es: 'Guardar cambios', en: 'Save changes' },
  'onb.form.saving': { es: 'Enviando…', en: 'Sending…' },
  'onb.form.sent': { es: 'Enviado', en: 'Sent' },
  'onb.form.saved': { es: 'Guardamos tus respuestas.', en: 'Your answers are saved.' },
  'onb.form.failed': {
    es: 'No pudimos guardar tus respuestas. Inténtalo de nuevo.',
    en: 'We could not save your answers. Please try again.',
  },
  'onb.form.errors.title': {
    es: 'Revisa estos campos antes de enviar ({n})',
    en: 'Check these fields before sending ({n})',
  },
  'onb.form.error.required': { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  'onb.form.error.mustCheck': { es: 'Debes marcar esta casilla.', en: 'You need to tick this box.' },
  'onb.form.error.email': {
    es: 'Escribe un correo válido, por ejemplo nombre@empresa.mx.',
    en: 'Enter a valid e-mail address, e.g. name@company.mx.',
  },
  'onb.form.error.date': { es: 'Escribe una fecha válida.', en: 'Enter a valid date.' },
  'onb.form.error.number': { es: 'Escribe un número.', en: 'Enter a number.' },
  'onb.form.error.format': {
    es: 'El valor no tiene el formato esperado.',
    en: 'The value is not in the expected format.',
  },
  'onb.form.error.option': { es: 'Elige una de las opciones.', en: 'Choose one of the options.' },
  'onb.form.error.country': { es: 'Elige un país de la lista.', en: 'Choose a country from the list.' },
  'onb.form.error.too_long': { es: 'El texto es demasiado largo.', en: 'The text is too long.' },
  'onb.form.error.too_large': {
    es: 'El archivo pesa más de 5 MB. Elige uno más ligero.',
    en: 'The file is larger than 5 MB. Choose a smaller one.',
  },
  'onb.form.error.fileContent': {
    es: 'El contenido del archivo no es un PDF, JPG o PNG válido. Elige otro archivo.',
    en: 'The file’s content is not a valid PDF, JPG or PNG. Choose another file.',
  },
  'onb.form.error.check': { es: 'Revisa este campo.', en: 'Please check this field.' },
  'onb.form.error.too_many': { es: 'Hay demasiadas filas.', en: 'There are too many rows.' },

  'onb.continue.title': { es: 'Terminar', en: 'Finish' },
  'onb.continue': { es: 'Continuar', en: 'Continue' },
  'onb.continue.hint': {
    es: 'Podrás continuar cuando hayas subido los documentos obligatorios y enviado el formulario.',
    en: 'You can continue once the required documents are uploaded and the form is sent.',
  },
  'onb.continue.ready': {
    es: 'Ya tenemos todo lo obligatorio. Puedes continuar.',
    en: 'We have everything required. You can continue.',
  },

  'onb.checkout.title': { es: '¡Listo! Recibimos tu información', en: 'Done! We have your information' },
  'onb.checkout.intro': {
    es: 'Gracias. {account} revisará tus documentos y te contactará si necesita algo más.',
    en: 'Thank you. {account} will review your documents and contact you if anything else is needed.',
  },
  'onb.checkout.processing': {
    es: 'Seguimos revisando {n} documento(s); si alguno no es válido, te avisaremos.',
    en: 'We are still checking {n} document(s); we will let you know if any is not valid.',
  },
  'onb.checkout.next': { es: 'Próximos pasos', en: 'Next steps' },
  'onb.checkout.back': { es: 'Volver a mis documentos', en: 'Back to my documents' },

  'onb.error.expired.title': { es: 'Este enlace ya no es válido', en: 'This link is no longer valid' },
  'onb.error.expired.body': {
    es: 'El enlace venció o está incompleto, así que no podemos mostrar tu verificación.',
    en: 'The link has expired or is incomplete, so we cannot show your verification.',
  },
  'onb.error.expired.help': {
    es: 'Pide a quien te lo envió un enlace nuevo. Tus documentos ya enviados no se pierden.',
    en: 'Ask whoever sent it for a new link. Documents you already sent are not lost.',
  },
  'onb.error.notFound.title': {
    es: 'No encontramos esta verificación',
    en: 'We could not find this verification',
  },
  'onb.error.notFound.body': {
    es: 'Revisa que el enlace esté completo o pide uno nuevo a quien te lo envió.',
    en: 'Check that the link is complete, or ask whoever sent it for a new one.',
  },
  'onb.error.network.title': { es: 'No pudimos conectarnos', en: 'We could not connect' },
  'onb.error.network.body': {
    es: 'Revisa tu conexión a internet e inténtalo de nuevo.',
    en: 'Check your internet connection and try again.',
  },
  'onb.error.generic.title': { es: 'Algo salió mal', en: 'Something went wrong' },
  'onb.error.generic.body': {
    es: 'No pudimos cargar tu verificación. Inténtalo de nuevo en unos minutos.',
    en: 'We could not load your verification. Please try again in a few minutes.',
  },
};
